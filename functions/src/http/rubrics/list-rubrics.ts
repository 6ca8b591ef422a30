import {
  DEFAULT_RUBRIC_CATEGORY_FILTER,
  nameKey,
  sortRubrics,
  type listRubrics,
  type RubricSummary,
} from '@tessera/shared';
import { ensureDefaultRubric } from '../../db/rubrics/default-rubric';
import { listNodeRubrics, listOrganisationRubrics, type Rubric } from '../../db/rubrics/rubrics';
import type { Actor, UseCase } from '../../lib/http/types';
import { defaultRubricNames } from './definition-rules';
import { presentSummary } from './present';
import { administers, loadScope, requireAdministeredNode, type RubricScope } from './scope';

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
type Row = { rubric: Rubric; incoming: boolean };

const defaultRubricOf = (actor: Actor) =>
  ensureDefaultRubric(actor.organisation.organizationId, defaultRubricNames(actor.locale));

/** A node's rows: the default rubric, the node's rubrics, the transfers waiting on it. */
async function rowsOfNode(actor: Actor, nodeId: string): Promise<{ scope: RubricScope; rows: Row[] }> {
  const scope = await loadScope(actor);
  const node = requireAdministeredNode(scope, nodeId);
  const [{ rubrics, incoming }, fallback] = await Promise.all([
    listNodeRubrics(scope.organizationId, node.nodeId),
    defaultRubricOf(actor),
  ]);
  const rows = [
    { rubric: fallback, incoming: false },
    ...rubrics.map((rubric) => ({ rubric, incoming: false })),
    ...incoming.map((rubric) => ({ rubric, incoming: true })),
  ];
  return { scope, rows };
}

/**
 * The rows of every node the caller administers: the default rubric, the rubrics on those nodes, and the
 * transfers waiting on them from nodes the caller does not administer (the others are already listed).
 */
async function rowsOfAdministeredNodes(actor: Actor): Promise<{ scope: RubricScope; rows: Row[] }> {
  const [scope, all] = await Promise.all([
    loadScope(actor),
    listOrganisationRubrics(actor.organisation.organizationId),
  ]);
  const fallback = all.find((rubric) => rubric.state === 'default') ?? (await defaultRubricOf(actor));
  const mine = all.filter((rubric) => rubric.state !== 'default' && administers(scope, rubric.nodeId));
  const waiting = all.filter(
    (rubric) =>
      rubric.transfer !== null && administers(scope, rubric.transfer.toNodeId) && !administers(scope, rubric.nodeId),
  );
  const rows = [
    { rubric: fallback, incoming: false },
    ...mine.map((rubric) => ({ rubric, incoming: false })),
    ...waiting.map((rubric) => ({ rubric, incoming: true })),
  ];
  return { scope, rows };
}

export const listRubricsUseCase: UseCase<typeof listRubrics> = async ({ query }, { actor }) => {
  const { scope, rows } = query.node ? await rowsOfNode(actor, query.node) : await rowsOfAdministeredNodes(actor);
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
