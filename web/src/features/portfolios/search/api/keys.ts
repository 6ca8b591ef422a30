/** Query keys of the search feature: the caller's portfolios searched or listed, per category and page. */
export const searchKeys = {
  all: ['search'] as const,
  portfolios: (userId: string, q: string, category: string, page: number) =>
    [...searchKeys.all, 'portfolios', userId, q, category, page] as const,
  list: (userId: string, category: string, page: number) =>
    [...searchKeys.all, 'list', userId, category, page] as const,
};
