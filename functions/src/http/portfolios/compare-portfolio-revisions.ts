import { compareRevisionContents, invalid, type comparePortfolioRevisions } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { componentsOf, requirePortfolio, requireViewer } from '../../ports/portfolios';
import { mergePages, requireRevision } from './revision-rules';

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
