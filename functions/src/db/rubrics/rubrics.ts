import { batchGet } from '../batch';
import { where, type Condition } from '../expressions';
import { getItem, pageKeyOf, queryItems, queryStored } from '../items';
import { libraryKeys, libraryPartition } from '../library-keys';
import { LIBRARY_INDEX, readLibraryPage, type LibraryOrder } from '../library-pages';
import {
  nodeRubricsPartition,
  RUBRIC_LISTING_FIELDS,
  rubricEntity,
  usableRubricsPartition,
  type Rubric,
  type RubricListing,
} from './entities/rubric';
import { rubricTransferEntity } from './entities/rubric-transfer';

export type {
  Rubric,
  RubricListing,
  RubricOutline,
  RubricPerson,
  RubricSource,
  RubricTransfer,
  StoredRubricDefinition,
} from './entities/rubric';
export { outlineOf } from './entities/rubric';
export { titleSortKey } from '../library-keys';

/** Access pattern "rubric by id": GetItem `ORG#<orgId>` / `RUBRIC#<rubricId>`. */
export function getRubric(
  organizationId: string,
  rubricId: string,
  options: { consistent?: boolean } = {},
): Promise<Rubric | null> {
  return getItem(rubricEntity, { organizationId, rubricId }, options);
}

/**
 * Access pattern "rubrics by ids": one BatchGetItem of `ORG#<orgId>` / `RUBRIC#<rubricId>` (up to 100 ids a
 * round trip); the ones that do not exist are left out.
 */
export async function getRubrics(organizationId: string, rubricIds: readonly string[]): Promise<Rubric[]> {
  if (rubricIds.length === 0) return [];
  return batchGet(
    rubricEntity,
    rubricIds.map((rubricId) => ({ organizationId, rubricId })),
  );
}

/**
 * Access pattern "a node's rubrics": one Query (all pages) of byRelation `ORG#<orgId>#RUBRICS#NODE#<nodeId>`:
 * the rubrics that belong to the node (sort key `RUBRIC#`) and the transfers waiting on it (`TRANSFER#`, a
 * copy of each rubric as sent).
 */
export async function listNodeRubrics(
  organizationId: string,
  nodeId: string,
): Promise<{ rubrics: Rubric[]; incoming: Rubric[] }> {
  const { items } = await queryStored({
    index: 'byRelation',
    partition: nodeRubricsPartition(organizationId, nodeId),
    all: true,
  });
  const rubrics: Rubric[] = [];
  const incoming: Rubric[] = [];
  for (const stored of items) {
    const sortKey = String(stored.gsi1sk);
    if (sortKey.startsWith('RUBRIC#')) rubrics.push(rubricEntity.fromStored(stored));
    else if (sortKey.startsWith('TRANSFER#')) incoming.push(rubricTransferEntity.fromStored(stored));
  }
  return { rubrics, incoming };
}

/**
 * Access pattern "an organisation's rubrics": Query (all pages) `pk = ORG#<orgId> AND begins_with(sk,
 * RUBRIC#)`, the default rubric included. For the list of every node a caller administers.
 */
export async function listOrganisationRubrics(organizationId: string): Promise<Rubric[]> {
  const { items } = await queryItems(rubricEntity, {
    partition: `ORG#${organizationId}`,
    prefix: 'RUBRIC#',
    all: true,
  });
  return items;
}

/**
 * Access pattern "usable rubrics": Query (all pages) of byListing `ORG#<orgId>#RUBRICS#USABLE`, the published
 * rubrics and the default one (GET /api/rubrics/active).
 */
export async function listUsableRubrics(organizationId: string): Promise<Rubric[]> {
  const { items } = await queryItems(rubricEntity, {
    index: 'byListing',
    partition: usableRubricsPartition(organizationId),
    all: true,
  });
  return items;
}

/** One row of a node's rubric list: a rubric of the node, or (`incoming`) the copy of a transfer waiting on it. */
export interface RubricListRow {
  rubric: RubricListing;
  incoming: boolean;
  /** Its key in the order read (gsi3sk or gsi4sk), for placing a row that is not in the index among these. */
  sortKey: string;
  /** The cursor of a page ending at this row. */
  pageKey: string;
}

/**
 * A row's place in a node's list as a page key, for a rubric the index does not hold there (the default
 * rubric, listed on every node): a page may end at it, and the next starts after its place.
 */
export function rubricPlace(
  organizationId: string,
  nodeId: string,
  order: LibraryOrder,
  rubric: Pick<Rubric, 'rubricId' | 'title' | 'updatedAt'>,
): { sortKey: string; pageKey: string } {
  const keys = libraryKeys('RUBRICS', { ...rubric, organizationId, nodeId, id: rubric.rubricId });
  const index = LIBRARY_INDEX[order];
  const stored = { pk: `ORG#${organizationId}`, sk: `RUBRIC#${rubric.rubricId}`, ...keys };
  return { sortKey: order === 'title' ? keys.gsi3sk : keys.gsi4sk, pageKey: pageKeyOf(index, stored) };
}

/** The sort key a (checked) cursor of a node's list starts after. */
export function sortKeyOfCursor(cursor: string, order: LibraryOrder): string | null {
  const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, string>;
  return key[order === 'title' ? 'gsi3sk' : 'gsi4sk'] ?? null;
}

/**
 * Access pattern "a page of a node's rubrics": Query byLibraryTitle (title order) or byLibraryRecent (newest
 * first) `gsi3pk`/`gsi4pk = ORG#<orgId>#LIBRARY#RUBRICS#NODE#<nodeId>`, filtered by state (`state IN …`) and a
 * title search (`contains(titleKey, :q)`), pages read until `pageSize` rows match or five reads have passed
 * (db/library-pages.ts). Reads the listing attributes only (the indexes' projection), never a definition.
 * Throws InvalidCursorError for a cursor that is not a key of that index and partition.
 */
export async function listNodeRubricsPage(
  organizationId: string,
  nodeId: string,
  options: { order: LibraryOrder; states: readonly string[]; search: string; pageSize: number; cursor: string | null },
): Promise<{ rows: RubricListRow[]; cursor: string | null; more: boolean }> {
  // DynamoDB refuses parentheses around a lone condition: one filter stands alone.
  const byState = where.in('state', options.states);
  const filter: Condition = options.search ? where.and(byState, where.contains('titleKey', options.search)) : byState;
  const page = await readLibraryPage({
    order: options.order,
    partition: libraryPartition(organizationId, 'RUBRICS', nodeId),
    filter,
    pageSize: options.pageSize,
    cursor: options.cursor,
  });
  const sortAttribute = options.order === 'title' ? 'gsi3sk' : 'gsi4sk';
  return {
    rows: page.items.map((stored) => {
      const incoming = String(stored.sk).startsWith('TRANSFER#');
      const entity = incoming ? rubricTransferEntity : rubricEntity;
      return {
        rubric: entity.fromStoredPart(stored, RUBRIC_LISTING_FIELDS),
        incoming,
        sortKey: String(stored[sortAttribute]),
        pageKey: pageKeyOf(LIBRARY_INDEX[options.order], stored),
      };
    }),
    cursor: page.cursor,
    more: page.more,
  };
}
