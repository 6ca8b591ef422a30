export const termsKeys = {
  all: ['terms'] as const,
  list: () => [...termsKeys.all, 'list'] as const,
};
