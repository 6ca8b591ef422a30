export const notificationKeys = {
  all: ['notifications'] as const,
  ofUser: (userId: string) => [...notificationKeys.all, 'user', userId] as const,
};
