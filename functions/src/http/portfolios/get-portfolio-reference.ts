import {
  componentModes,
  isReferencingKind,
  notFound,
  ownerWorkflowRole,
  referencedIds,
  type getPortfolioReference,
} from '@tessera/shared';
import { rowOf } from '../../db/portfolios/portfolios';
import type { UseCase } from '../../lib/http/types';
import {
  componentsOf,
  getPortfolio,
  getPortfolioRevision,
  requirePortfolio,
  requireViewer,
  visibleContent,
  workflowView,
  type Portfolio,
} from '../../ports/portfolios';
import { withCoverLink } from './cover-links';
import { presentSummary } from './present';

/**
 * GET /api/portfolios/{id}/references/{ref} (spec 1 §7: revision, assessment, reference_component_id,
 * root_portfolio_id; the reference viewer `/portfolios/reference/...`): an item the portfolio references,
 * read-only, for whoever reads the referencing portfolio (its owner, its participants, its section's
 * assessors). The reference is looked for in the portfolio as it is now or, with `revision`, as that revision
 * froze it (so an assessor follows the references of the work they assess), in `reference_component_id`
 * when given (a component the caller sees). The referenced item is its owner's (references name nothing
 * else), shown as its owner sees it, without the workflow. Anything else is 404. Actor + the portfolio (1) +
 * the revision when named (1) + the referenced item (1).
 */
export const getPortfolioReferenceUseCase: UseCase<typeof getPortfolioReference> = async (
  { path, query },
  { actor },
) => {
  const portfolio = await requirePortfolio(actor, null, path.portfolioId);
  const viewer = await requireViewer(actor, portfolio);
  const modes = workflowView(portfolio, viewer).modes;
  const frozen =
    query.revision !== undefined
      ? await getPortfolioRevision(portfolio.organizationId, portfolio.portfolioId, query.revision)
      : null;
  if (query.revision !== undefined && !frozen) throw notFound('portfolios.not_found');
  const work = frozen ?? portfolio;
  const naming = componentsOf(work.pages).filter(
    (component) =>
      isReferencingKind(component.type) &&
      modes[component.component_id] !== 'invisible' &&
      (query.reference_component_id === undefined || component.component_id === query.reference_component_id) &&
      referencedIds(component.type, work.content[component.component_id]).includes(path.ref),
  );
  const [component] = naming;
  if (!component) throw notFound('portfolios.not_found');
  const referenced = await getPortfolio(portfolio.organizationId, path.ref);
  if (!referenced || referenced.owner.userId !== portfolio.owner.userId || referenced.trashedAt !== null) {
    throw notFound('portfolios.not_found');
  }
  return withCoverLink({
    ...presentReferenced(referenced),
    original_portfolio_id: portfolio.portfolioId,
    reference_component_id: component.component_id,
    root_portfolio_id: query.root_portfolio_id ?? portfolio.portfolioId,
  });
};

/** The referenced item as its owner sees it in its state: pages and the content of every visible component. */
function presentReferenced(referenced: Portfolio) {
  const modes = componentModes(componentsOf(referenced.pages), {
    role: ownerWorkflowRole(referenced.workflowId),
    state: referenced.state,
    activityStatus: referenced.activityStatus,
  });
  const shown = (id: unknown) => modes[String(id)] !== undefined && modes[String(id)] !== 'invisible';
  return {
    ...presentSummary(rowOf(referenced)),
    owner_full_name: `${referenced.owner.firstName} ${referenced.owner.lastName}`.trim(),
    pages: referenced.pages.map((page) => ({
      id: page.id,
      title: page.title,
      components: page.components.filter((c) => shown(c.component_id)).map((c) => ({ ...c, mode: 'visible' })),
    })),
    content: visibleContent(referenced, modes),
  };
}
