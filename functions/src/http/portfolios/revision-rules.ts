import { notFound } from '@tessera/shared';
import type { Actor } from '../../lib/http/types';
import {
  getPortfolioRevision as readRevision,
  requirePortfolio,
  requireViewer,
  visibleContent,
  workflowView,
  type Portfolio,
  type PortfolioRevision,
} from '../../ports/portfolios';

/** A revision of a portfolio the caller sees, or 404; its content as the caller may see it now. */
export async function requireRevision(actor: Actor, path: { id: string; portfolioId: string }, number: number) {
  const portfolio = await requirePortfolio(actor, path.id, path.portfolioId);
  const viewer = await requireViewer(actor, portfolio);
  const summary = portfolio.revisions.find((revision) => revision.revision === number);
  if (!summary) throw notFound('portfolios.not_found');
  const revision = await readRevision(portfolio.organizationId, portfolio.portfolioId, number);
  if (!revision) throw notFound('portfolios.not_found');
  const { modes } = workflowView({ ...portfolio, pages: revision.pages }, viewer);
  return { portfolio, viewer, summary, revision, modes };
}

export const seen = (revision: PortfolioRevision, modes: Record<string, string>) =>
  visibleContent({ content: revision.content }, modes as Parameters<typeof visibleContent>[1]);

/** The later revision's pages, plus any component only the earlier one had (a template changed between). */
export function mergePages(before: Portfolio['pages'], after: Portfolio['pages']): Portfolio['pages'] {
  const known = new Set(after.flatMap((page) => page.components.map((c) => String(c.component_id))));
  const gone = before.flatMap((page) => page.components.filter((c) => !known.has(String(c.component_id))));
  return gone.length > 0 ? [...after, { id: 'removed', title: '', components: gone }] : after;
}
