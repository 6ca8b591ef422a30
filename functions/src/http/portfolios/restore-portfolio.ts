import { conflict, type restorePortfolio } from '@tessera/shared';
import { rowOf } from '../../db/portfolios/portfolios';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { requireOwnerChange } from './owner-changes';
import { withCoverLink } from './cover-links';
import { presentSummary } from './present';
import { savePortfolio } from './save';

/** PUT .../portfolios/{id}/restore: the owner takes a trashed portfolio back, as it was. */
export const restorePortfolioUseCase: UseCase<typeof restorePortfolio> = async ({ path, body }, { actor }) => {
  const { portfolio } = await requireOwnerChange(actor, path, body.version, { trashed: true });
  if (portfolio.trashedAt === null) throw conflict('portfolios.not_trashed');
  const next = { ...portfolio, trashedAt: null, version: portfolio.version + 1, updatedAt: new Date().toISOString() };
  await savePortfolio(actor, { current: portfolio, next });
  return {
    portfolio: await withCoverLink(presentSummary(rowOf(next))),
    message: text('portfolios.restored', { title: next.title }),
  };
};
