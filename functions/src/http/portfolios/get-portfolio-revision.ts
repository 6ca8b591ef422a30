import type { getPortfolioRevision } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { revisionNumber } from '../../ports/portfolios';
import { presentRevisionSummary } from './present';
import { requireRevision, seen } from './revision-rules';

/**
 * GET .../portfolios/{id}/revisions/{revision}: the revision exactly as it was submitted (its own frozen
 * item: pages, content, title, time, submitter), with the assessments the caller sees, named as the one
 * visibility rule names them (ports/assessments.ts). What the caller may not see now (invisible components
 * for their role) stays hidden.
 */
export const getPortfolioRevisionUseCase: UseCase<typeof getPortfolioRevision> = async ({ path }, { actor }) => {
  const { portfolio, viewer, summary, revision, modes } = await requireRevision(
    actor,
    path,
    revisionNumber(path.revision),
  );
  return {
    ...presentRevisionSummary(portfolio, viewer, summary),
    portfolio_id: portfolio.portfolioId,
    title: revision.title,
    pages: revision.pages,
    content: seen(revision, modes),
  };
};
