import { hasNodeAuthority, nameKey, sortRubrics, type listActiveRubrics } from '@tessera/shared';
import { ensureDefaultRubric } from '../../db/rubrics/default-rubric';
import { listUsableRubrics, type Rubric } from '../../db/rubrics/rubrics';
import type { UseCase } from '../../lib/http/types';
import { defaultRubricNames } from './definition-rules';
import { presentRubric } from './present';
import { loadScope, requireAdministeredNode, type RubricScope } from './scope';

/** Whether a published rubric on `rubricPath` can be used at some node the caller administers. */
const usableSomewhere = (scope: RubricScope, rubricPath: readonly string[]) =>
  scope.permitted.some(
    (permitted) =>
      hasNodeAuthority(permitted, [rubricPath]) || // the rubric is on or above an administered node
      hasNodeAuthority(rubricPath, [permitted]), // the rubric is inside an administered subtree
  );

/**
 * GET /api/rubrics/active (spec 1 §7; issue 9 "published and default ones usable in templates"): with `node`
 * (one the caller administers), the published rubrics of that node and of the nodes above it — a template
 * there may use them — and the default rubric; without, those usable at any node the caller administers.
 * Archived rubrics never appear (spec 2 §4). Full definitions, by title. Round trips after actor resolution:
 * the tree and the usable listing in parallel — 2.
 */
export const listActiveRubricsUseCase: UseCase<typeof listActiveRubrics> = async ({ query }, { actor }) => {
  const organizationId = actor.organisation.organizationId;
  const [scope, usable] = await Promise.all([loadScope(actor), listUsableRubrics(organizationId)]);
  const node = query.node ? requireAdministeredNode(scope, query.node) : null;
  const published = usable.filter((rubric) => {
    const home = rubric.state === 'published' && rubric.nodeId ? scope.byId.get(rubric.nodeId) : undefined;
    if (!home) return false;
    return node ? node.path.includes(home.nodeId) : usableSomewhere(scope, home.path);
  });
  const fallback: Rubric =
    usable.find((rubric) => rubric.state === 'default') ??
    (await ensureDefaultRubric(organizationId, defaultRubricNames(actor.locale)));
  const needle = nameKey(query.search ?? '');
  const items = [fallback, ...published]
    .filter((rubric) => nameKey(rubric.title).includes(needle))
    .map((rubric) => presentRubric(scope, rubric));
  return { items: sortRubrics(items, 'title') };
};
