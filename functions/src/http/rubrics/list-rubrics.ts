import {
  DEFAULT_RUBRIC_CATEGORY_FILTER,
  invalidField,
  nameKey,
  sortRubrics,
  type listRubrics,
  type RubricSummary,
} from '@tessera/shared';
import { InvalidCursorError } from '../../db/items';
import { ensureDefaultRubric } from '../../db/rubrics/default-rubric';
import {
  listNodeRubricsPage,
  listOrganisationRubrics,
  rubricPlace,
  sortKeyOfCursor,
  type RubricListRow,
} from '../../db/rubrics/rubrics';
import type { Actor, UseCase } from '../../lib/http/types';
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
 * sorted by title or date (last change, newest first), a page of 25 at a time: `more` and `cursor` say where
 * the next one starts (ADR 0028 §4).
 * Round trips after actor resolution, with `node`: the tree, then 1 to 5 Query pages of the node's library
 * index (usually 1; the listing attributes only, never a definition); the default rubric is read once per
 * Lambda container. Without `node`: the tree and the organisation's rubrics in parallel — 2 (see below).
 */
type Order = 'title' | 'date';

const defaultRubricOf = (actor: Actor) =>
  ensureDefaultRubric(actor.organisation.organizationId, defaultRubricNames(actor.locale));

/** A cursor the client changed, or one of another list, node or organisation: a 400 that says to start again. */
const invalidCursor = () => invalidField('cursor', 'system.invalid_cursor');

/**
 * A node's page: the node's rubrics and waiting transfers from its library index, and the default rubric (in no
 * node's index) placed where its key falls between the previous page's end and this page's, so it shows once.
 */
async function pageOfNode(
  actor: Actor,
  nodeId: string,
  query: { states: readonly string[]; needle: string; order: Order; cursor: string | undefined },
) {
  const scope = await loadScope(actor);
  const node = requireAdministeredNode(scope, nodeId);
  const [page, fallback] = await Promise.all([
    listNodeRubricsPage(scope.organizationId, node.nodeId, {
      order: query.order === 'title' ? 'title' : 'recent',
      states: query.states,
      search: query.needle,
      pageSize: RUBRIC_PAGE_SIZE,
      cursor: query.cursor ?? null,
    }).catch((error: unknown) => {
      if (error instanceof InvalidCursorError) throw invalidCursor();
      throw error;
    }),
    defaultRubricOf(actor),
  ]);
  const order = query.order === 'title' ? 'title' : 'recent';
  const ascending = order === 'title';
  const rows: RubricListRow[] = [...page.rows];
  let { more, cursor } = page;
  if (query.states.includes(fallback.state) && nameKey(fallback.title).includes(query.needle)) {
    const place = rubricPlace(scope.organizationId, node.nodeId, order, fallback);
    // The cursor was checked by the Query above (a key of this index and partition) before it is read here.
    const after = query.cursor ? sortKeyOfCursor(query.cursor, order) : null;
    const last = rows.at(-1)?.sortKey ?? null;
    const afterStart = after === null || (ascending ? place.sortKey > after : place.sortKey < after);
    const beforeEnd = !more || (last !== null && (ascending ? place.sortKey <= last : place.sortKey >= last));
    if (afterStart && beforeEnd) {
      rows.push({ rubric: fallback, incoming: false, ...place });
      rows.sort((a, b) => (ascending ? compare(a.sortKey, b.sortKey) : compare(b.sortKey, a.sortKey)));
      if (rows.length > RUBRIC_PAGE_SIZE) {
        // One row too many: the last goes to the next page, which starts after the row before it.
        rows.pop();
        more = true;
        cursor = rows.at(-1)?.pageKey ?? null;
      }
    }
  }
  return {
    items: rows.map(({ rubric, incoming }) => presentSummary(scope, rubric, incoming)),
    more,
    cursor,
  };
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The rows of every node the caller administers: the default rubric, the rubrics on those nodes, and the
 * transfers waiting on them from nodes the caller does not administer (the others are already listed). This
 * view reads the organisation's rubrics whole and pages them in memory: the web always names a node, and a
 * library partition per organisation needs an index key pair no rubric has free (byListing holds the usable
 * listing); its cursor is the last row's place in the order, base64url.
 */
async function pageOfAdministeredNodes(
  actor: Actor,
  query: { states: readonly string[]; needle: string; order: Order; cursor: string | undefined },
) {
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
  const matching = rows
    .filter(({ rubric }) => query.states.includes(rubric.state) && nameKey(rubric.title).includes(query.needle))
    .map(({ rubric, incoming }) => ({
      summary: presentSummary(scope, rubric, incoming),
      place: `${incoming ? 'T' : 'R'}#${rubric.rubricId}`,
    }));
  const sorted = sortRubrics(
    matching.map((row) => ({ ...row, title: row.summary.title, updated_at: row.summary.updated_at })),
    query.order,
  );
  let start = 0;
  if (query.cursor) {
    const place = decodePlace(query.cursor);
    const index = sorted.findIndex((row) => row.place === place);
    if (index < 0) throw invalidCursor();
    start = index + 1;
  }
  const page = sorted.slice(start, start + RUBRIC_PAGE_SIZE);
  const more = start + RUBRIC_PAGE_SIZE < sorted.length;
  return {
    items: page.map((row): RubricSummary => row.summary),
    more,
    cursor: more ? Buffer.from(JSON.stringify({ place: page.at(-1)?.place }), 'utf8').toString('base64url') : null,
  };
}

function decodePlace(cursor: string): string {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const place = (value as { place?: unknown } | null)?.place;
    if (typeof place === 'string' && Object.keys(value as object).length === 1) return place;
  } catch {
    // not JSON: refused below
  }
  throw invalidCursor();
}

export const listRubricsUseCase: UseCase<typeof listRubrics> = async ({ query }, { actor }) => {
  const options = {
    states: query.category ?? DEFAULT_RUBRIC_CATEGORY_FILTER,
    needle: nameKey(query.search ?? ''),
    order: query.sort ?? 'title',
    cursor: query.cursor,
  };
  if (options.states.length === 0) return { items: [], page_size: RUBRIC_PAGE_SIZE, more: false, cursor: null };
  const page = query.node
    ? await pageOfNode(actor, query.node, options)
    : await pageOfAdministeredNodes(actor, options);
  return { ...page, page_size: RUBRIC_PAGE_SIZE };
};
