import type { deletePortfolio } from '@tessera/shared';
import { rowOf } from '../../db/portfolios/portfolios';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { requireTrashable } from '../../ports/portfolios';
import { requireOwnerChange } from './owner-changes';
import { withCoverLink } from './cover-links';
import { presentSummary } from './present';
import { savePortfolio } from './save';

/**
 * DELETE /api/users/{id}/portfolios/{id} (spec 1 §7): the owner moves the portfolio to the trash. Nothing is
 * lost: its row moves to the owner's trash listing, its revisions and comments stay, and it can be restored.
 * Only work that was never submitted: once a revision exists it stays where its assessors and admins find it
 * (409, nothing changes; ADR 0018 "Submitted work is kept"). The version check settles a submit racing the
 * trash: one of the two is the stale 409.
 */
export const deletePortfolioUseCase: UseCase<typeof deletePortfolio> = async ({ path, query }, { actor }) => {
  const { portfolio } = await requireOwnerChange(actor, path, query.version);
  requireTrashable(portfolio);
  const now = new Date().toISOString();
  const next = { ...portfolio, trashedAt: now, version: portfolio.version + 1, updatedAt: now };
  await savePortfolio(actor, { current: portfolio, next });
  return {
    portfolio: await withCoverLink(presentSummary(rowOf(next))),
    message: text('portfolios.trashed', { title: next.title }),
  };
};
