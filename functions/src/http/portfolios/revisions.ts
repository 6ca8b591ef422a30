import {
  compareRevisionContents,
  invalid,
  notFound,
  type comparePortfolioRevisions,
  type getPortfolioRevision,
} from '@tessera/shared';
import {
  getPortfolioRevision as readRevision,
  type Portfolio,
  type PortfolioRevision,
} from '../../db/portfolios/portfolios';
import type { Actor, UseCase } from '../../lib/http/types';
import { componentsOf, requirePortfolio, requireViewer, revisionNumber, visibleContent, workflowView } from './access';
import { presentRevisionSummary } from './present';

/** A revision of a portfolio the caller sees, or 404; its content as the caller may see it now. */
async function requireRevision(actor: Actor, path: { id: string; portfolioId: string }, number: number) {
  const portfolio = await requirePortfolio(actor, path.id, path.portfolioId);
  const viewer = await requireViewer(actor, portfolio);
  const summary = portfolio.revisions.find((revision) => revision.revision === number);
  if (!summary) throw notFound('portfolios.not_found');
  const revision = await readRevision(portfolio.organizationId, portfolio.portfolioId, number);
  if (!revision) throw notFound('portfolios.not_found');
  const { modes } = workflowView({ ...portfolio, pages: revision.pages }, viewer);
  return { portfolio, summary, revision, modes };
}

const seen = (revision: PortfolioRevision, modes: Record<string, string>) =>
  visibleContent({ content: revision.content }, modes as Parameters<typeof visibleContent>[1]);

/**
 * GET .../portfolios/{id}/revisions/{revision}: the revision exactly as it was submitted (its own frozen
 * item: pages, content, title, time, submitter), with its assessments. What the caller may not see now
 * (invisible components for their role) stays hidden.
 */
export const getPortfolioRevisionUseCase: UseCase<typeof getPortfolioRevision> = async ({ path }, { actor }) => {
  const { portfolio, summary, revision, modes } = await requireRevision(actor, path, revisionNumber(path.revision));
  return {
    ...presentRevisionSummary(summary),
    portfolio_id: portfolio.portfolioId,
    title: revision.title,
    pages: revision.pages,
    content: seen(revision, modes),
  };
};

/**
 * GET .../portfolios/{id}/revision-comparison?from&to: component by component, what changed between two
 * revisions (shared's compareRevisionContents: added, removed, changed, unchanged, word diffs for text).
 */
export const comparePortfolioRevisionsUseCase: UseCase<typeof comparePortfolioRevisions> = async (
  { path, query },
  { actor },
) => {
  const portfolio = await requirePortfolio(actor, path.id, path.portfolioId);
  await requireViewer(actor, portfolio);
  const numbers = portfolio.revisions.map((revision) => revision.revision);
  const fromNumber = query.from ?? numbers[numbers.length - 2];
  const toNumber = query.to ?? numbers[numbers.length - 1];
  if (fromNumber === undefined || toNumber === undefined || fromNumber === toNumber) {
    throw invalid('portfolios.revision_missing', { fields: { to: 'portfolios.revision_missing' } });
  }
  const [from, to] = await Promise.all([
    requireRevision(actor, path, fromNumber),
    requireRevision(actor, path, toNumber),
  ]);
  const components = componentsOf(mergePages(from.revision.pages, to.revision.pages)).filter(
    (component) =>
      to.modes[component.component_id] !== 'invisible' && from.modes[component.component_id] !== 'invisible',
  );
  return {
    from: fromNumber,
    to: toNumber,
    components: compareRevisionContents(components, from.revision.content, to.revision.content),
  };
};

/** The later revision's pages, plus any component only the earlier one had (a template changed between). */
function mergePages(before: Portfolio['pages'], after: Portfolio['pages']): Portfolio['pages'] {
  const known = new Set(after.flatMap((page) => page.components.map((c) => String(c.component_id))));
  const gone = before.flatMap((page) => page.components.filter((c) => !known.has(String(c.component_id))));
  return gone.length > 0 ? [...after, { id: 'removed', title: '', components: gone }] : after;
}
