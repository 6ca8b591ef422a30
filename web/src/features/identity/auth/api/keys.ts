export const authKeys = {
  /** Kept across identity changes (impersonation, organisation switch); cleared on sign-in and logout. */
  session: ['session', 'signed-in'] as const,
};
