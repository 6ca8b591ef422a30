import { forbidden } from '@tessera/shared';
import type { Portfolio } from '../../db/portfolios/portfolios';
import type { Actor } from '../../lib/http/types';
import { requirePortfolio, requireViewer, type Viewer } from '../../ports/portfolios';
import { requireVersion } from './save';

/**
 * The portfolio for a change only its owner makes (settings, timeline time, trash): read consistently, the
 * caller its owner (others who see it may not; others who do not see it get 404), at the version read.
 */
export async function requireOwnerChange(
  actor: Actor,
  path: { id: string; portfolioId: string },
  version: number,
  options: { trashed?: boolean } = {},
): Promise<{ portfolio: Portfolio; viewer: Viewer }> {
  const portfolio = await requirePortfolio(actor, path.id, path.portfolioId, {
    consistent: true,
    trashed: options.trashed === true,
  });
  const viewer = await requireViewer(actor, portfolio);
  if (!viewer.isOwner) throw forbidden();
  await requireVersion(actor, portfolio, version);
  return { portfolio, viewer };
}
