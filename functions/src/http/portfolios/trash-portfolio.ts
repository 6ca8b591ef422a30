import { conflict, type deletePortfolio, type restorePortfolio } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { requireOwnerChange } from './owner-changes';
import { presentSummary } from './present';
import { savePortfolio } from './save';
import { rowOf } from '../../db/portfolios/portfolios';

/**
 * DELETE /api/users/{uid}/portfolios/{id} (spec 1 §7): the owner moves the portfolio to the trash. Nothing is
 * lost: its row moves to the owner's trash listing, its revisions and comments stay, and it can be restored.
 */
export const deletePortfolioUseCase: UseCase<typeof deletePortfolio> = async ({ path, query }, { actor }) => {
  const { portfolio } = await requireOwnerChange(actor, path, query.version);
  const now = new Date().toISOString();
  const next = { ...portfolio, trashedAt: now, version: portfolio.version + 1, updatedAt: now };
  await savePortfolio(actor, { current: portfolio, next });
  return { portfolio: presentSummary(rowOf(next)), message: text('portfolios.trashed', { title: next.title }) };
};

/** PUT .../portfolios/{id}/restore: the owner takes a trashed portfolio back, as it was. */
export const restorePortfolioUseCase: UseCase<typeof restorePortfolio> = async ({ path, body }, { actor }) => {
  const { portfolio } = await requireOwnerChange(actor, path, body.version, { trashed: true });
  if (portfolio.trashedAt === null) throw conflict('portfolios.not_trashed');
  const next = { ...portfolio, trashedAt: null, version: portfolio.version + 1, updatedAt: new Date().toISOString() };
  await savePortfolio(actor, { current: portfolio, next });
  return { portfolio: presentSummary(rowOf(next)), message: text('portfolios.restored', { title: next.title }) };
};
