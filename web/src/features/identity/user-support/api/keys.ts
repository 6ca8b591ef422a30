export const userSupportKeys = {
  all: ['user-support'] as const,
  /** A user search: in the caller's organisation (support) or a chosen one (provider staff). */
  userSearch: (organizationId: string | null, q: string) =>
    [...userSupportKeys.all, 'user-search', organizationId ?? 'own', q] as const,
  organizations: (q: string) => [...userSupportKeys.all, 'organizations', q] as const,
};
