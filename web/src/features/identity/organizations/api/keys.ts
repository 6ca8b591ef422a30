export const organizationKeys = {
  all: ['organizations'] as const,
  ofUser: (userId: string) => [...organizationKeys.all, 'user', userId] as const,
};
