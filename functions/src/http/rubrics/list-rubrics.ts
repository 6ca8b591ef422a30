import {
  DEFAULT_RUBRIC_CATEGORY_FILTER,
  nameKey,
  sortRubrics,
  type listRubrics,
  type RubricSummary,
} from '@tessera/shared';
import { ensureDefaultRubric } from '../../db/rubrics/default-rubric';
import { listNodeRubrics, listOrganisationRubrics, type Rubric } from '../../db/rubrics/rubrics';
import type { UseCase } from '../../lib/http/types';
import { defaultRubricNames } from './definition-rules';
import { presentSummary } from './present';
import { administers, loadScope, requireAdministeredNode } from './scope';

/** Rows a page holds (the list pages by scrolling near its end, spec 2 §2). */
export const RUBRIC_PAGE_SIZE = 25;

/**
 * GET /api/rubrics (spec 1 §4, §7; spec 2 §2 rubric panel, §9 sort): the rubrics of `node` (one the caller
 * administers), or of every node the caller administers; with them the organisation's default rubric
 * (created on first list when the organisation lacks it) and the transfers waiting on those nodes (rows with
 * `incoming`). Filtered by state (`category`, default: default, published, draft), by `search` in the title,
 * sorted by title or date, in pages of 25.
 * Round trips after actor resolution, with `node`: the tree, then the node's rubrics (1 Query) — 2; the
 * default rubric is read once per Lambda container. Without `node`: the tree and the organisation's rubrics
 * in parallel — 2.
 */
export const listRubricsUseCase: UseCase<typeof listRubrics> = async ({ query }, { actor }) => {
  const organizationId = actor.organisation.organizationId;
  const defaultRubric = () => ensureDefaultRubric(organizationId, defaultRubricNames(actor.locale));
  let scope;
  let rows: { rubric: Rubric; incoming: boolean }[];
  if (query.node) {
    scope = await loadScope(actor);
    const node = requireAdministeredNode(scope, query.node);
    const [{ rubrics, incoming }, fallback] = await Promise.all([
      listNodeRubrics(organizationId, node.nodeId),
      defaultRubric(),
    ]);
    rows = [
      { rubric: fallback, incoming: false },
      ...rubrics.map((rubric) => ({ rubric, incoming: false })),
      ...incoming.map((rubric) => ({ rubric, incoming: true })),
    ];
  } else {
    const [loaded, all] = await Promise.all([loadScope(actor), listOrganisationRubrics(organizationId)]);
    scope = loaded;
    const hasDefault = all.some((rubric) => rubric.state === 'default');
    const mine = all.filter((rubric) => rubric.state !== 'default' && administers(loaded, rubric.nodeId));
    const waiting = all.filter(
      (rubric) =>
        rubric.transfer !== null &&
        administers(loaded, rubric.transfer.toNodeId) &&
        !administers(loaded, rubric.nodeId),
    );
    rows = [
      {
        rubric: hasDefault ? (all.find((rubric) => rubric.state === 'default') as Rubric) : await defaultRubric(),
        incoming: false,
      },
      ...mine.map((rubric) => ({ rubric, incoming: false })),
      ...waiting.map((rubric) => ({ rubric, incoming: true })),
    ];
  }

  const states = new Set<string>(query.category ?? DEFAULT_RUBRIC_CATEGORY_FILTER);
  const needle = nameKey(query.search ?? '');
  const matching = rows
    .filter(({ rubric }) => states.has(rubric.state) && nameKey(rubric.title).includes(needle))
    .map(({ rubric, incoming }): RubricSummary => presentSummary(scope, rubric, incoming));
  const sorted = sortRubrics(matching, query.sort ?? 'title');
  const page = query.page ?? 1;
  return {
    items: sorted.slice((page - 1) * RUBRIC_PAGE_SIZE, page * RUBRIC_PAGE_SIZE),
    page,
    page_size: RUBRIC_PAGE_SIZE,
    total: sorted.length,
  };
};
