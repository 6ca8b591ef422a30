import type { deletePortfolio } from '@tessera/shared';
import { rowOf } from '../../db/portfolios/portfolios';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { requireOwnerChange } from './owner-changes';
import { withCoverLink } from './cover-links';
import { presentSummary } from './present';
import { savePortfolio } from './save';

/**
 * DELETE /api/users/{id}/portfolios/{id} (spec 1 §7): the owner moves the portfolio to the trash. Nothing is
 * lost: its row moves to the owner's trash listing, its revisions and comments stay, and it can be restored.
 */
export const deletePortfolioUseCase: UseCase<typeof deletePortfolio> = async ({ path, query }, { actor }) => {
  const { portfolio } = await requireOwnerChange(actor, path, query.version);
  const now = new Date().toISOString();
  const next = { ...portfolio, trashedAt: now, version: portfolio.version + 1, updatedAt: now };
  await savePortfolio(actor, { current: portfolio, next });
  return {
    portfolio: await withCoverLink(presentSummary(rowOf(next))),
    message: text('portfolios.trashed', { title: next.title }),
  };
};
