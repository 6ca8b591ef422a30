export const impersonationKeys = {
  all: ['impersonation'] as const,
  userSearch: (q: string) => [...impersonationKeys.all, 'user-search', q] as const,
};
