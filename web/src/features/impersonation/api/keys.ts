export const impersonationKeys = {
  all: ['impersonation'] as const,
  /** A user search: in the caller's organisation (support) or a chosen one (provider staff). */
  userSearch: (organizationId: string | null, q: string) =>
    [...impersonationKeys.all, 'user-search', organizationId ?? 'own', q] as const,
  organizations: (q: string) => [...impersonationKeys.all, 'organizations', q] as const,
};
