/**
 * Query keys of the portfolios feature. A portfolio and the timeline are read by other features too: their keys
 * are lib/query-keys.ts's `resourceKeys.portfolio` and `resourceKeys.timeline`, which this feature owns.
 */
export const portfoliosKeys = {
  all: ['portfolios'] as const,
  revision: (ownerId: string, portfolioId: string, revision: number) =>
    [...portfoliosKeys.all, 'revision', ownerId, portfolioId, revision] as const,
  comments: (ownerId: string, portfolioId: string, revision: number, assessment: string) =>
    [...portfoliosKeys.all, 'comments', ownerId, portfolioId, revision, assessment] as const,
  reference: (link: { originalPortfolioId: string; referencePortfolioId: string; revision?: number }) =>
    [...portfoliosKeys.all, 'reference', link] as const,
  abstracts: (portfolioId: string, componentId: string) =>
    [...portfoliosKeys.all, 'abstracts', portfolioId, componentId] as const,
  activityChoices: (userId: string) => [...portfoliosKeys.all, 'activity-choices', userId] as const,
  referencedActivities: (ids: readonly string[]) => [...portfoliosKeys.all, 'referenced-activities', ...ids] as const,
  ownerPortfolios: (ownerId: string, exclude: string, page: number) =>
    [...portfoliosKeys.all, 'owner-portfolios', ownerId, exclude, page] as const,
  statements: (ids: readonly string[]) => [...portfoliosKeys.all, 'statements', ...ids] as const,
  comparison: (ownerId: string, portfolioId: string, from: number, to: number) =>
    [...portfoliosKeys.all, 'comparison', ownerId, portfolioId, from, to] as const,
};
