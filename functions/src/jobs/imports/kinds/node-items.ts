import { nameKey, type ItemRowCheck } from '@tessera/shared';
import pLimit from 'p-limit';
import { ulid } from 'ulid';
import {
  createHierarchyItems,
  endNodeWriteTurn,
  itemNameKey,
  itemTransactionGroups,
  readItemsByNames,
  saveHierarchyItem,
  takeNodeWriteTurn,
  type NewHierarchyItem,
  type OrganisationItem,
} from '../../../ports/hierarchy';
import { rowError, type ChunkRow, type ImportRun, type RowError, type RowOutcome } from './kind';

/**
 * The writer of the imports of a node's named things (sites, labels): a chunk's valid rows are matched by name
 * against the node's items (one consistent BatchGet of their name guards and items), rows the node already
 * holds as the file says write nothing, rows that change an item update it (one transaction each: rare), and
 * new items are written a group at a time, each group one transaction with every item's name guard and the
 * node's count (createHierarchyItems: ~49 rows a round trip instead of one).
 */

/**
 * Group transactions in flight per chunk: one. Every group also counts on the node's item, and DynamoDB cancels
 * transactions that touch one item at once (TransactionConflict): measured locally, 2,000 sites took 10.1 s
 * with one group in flight and 18.6 s with four (ADR 0029).
 */
export const ITEM_GROUPS_IN_FLIGHT = 1;
/** Updates of existing items in flight per chunk (each its own item: they do not contend). */
export const ITEM_UPDATES_IN_FLIGHT = 8;
/** Attempts of a group that lost to other writers of the node's count (each after a pause that grows). */
const GROUP_ATTEMPTS = 8;
/** Attempts of a row whose item changed under it before it is `changed`. */
const UPSERT_ATTEMPTS = 3;

export type ItemKindOnNode = 'site' | 'label';

export interface ItemRowValue {
  name: string;
  siteCategoryId: string | null;
}

const same = (item: OrganisationItem, value: ItemRowValue) =>
  item.name === value.name && (item.kind !== 'site' || item.siteCategoryId === value.siteCategoryId);

/**
 * A chunk's turn to write its groups on the node (db's node write turn): the chunks of one node (run in
 * parallel by the consumer) take turns rather than cancel each other's transactions on the node's item. A turn
 * lasts TURN_MS unless renewed (before each group), so a chunk that died stops blocking after it; a chunk that
 * waited TURN_WAIT_MS writes anyway (the turn spares wasted transactions; the transactions keep the writes
 * right).
 */
const TURN_MS = 30_000;
const TURN_WAIT_MS = 120_000;

async function waitForTurn(organizationId: string, nodeId: string, holder: string): Promise<void> {
  const start = Date.now();
  while (!(await takeNodeWriteTurn(organizationId, nodeId, holder, Date.now(), TURN_MS))) {
    if (Date.now() - start > TURN_WAIT_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.round(Math.random() * 200)));
  }
}

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.round((0.5 + Math.random()) * Math.min(2000, 25 * 2 ** attempt))));

interface Valid {
  line: number;
  value: ItemRowValue;
}

export function requireRunNode(run: ImportRun | undefined): string {
  if (!run?.nodeId) throw new Error('this import kind runs on a node');
  return run.nodeId;
}

/** The natural key of a row of a node's items: its name as the name guards compare it. */
export const itemRowKey = (name: unknown): string | null => {
  const key = nameKey(String(name ?? ''));
  return key === '' ? null : key;
};

/** Checks each row with the kind's row rule, then writes the valid ones (see above): one outcome per row. */
export async function importNodeItems(
  organizationId: string,
  nodeId: string,
  kind: ItemKindOnNode,
  rows: readonly ChunkRow[],
  check: (values: Record<string, string>) => ItemRowCheck<ItemRowValue>,
): Promise<RowOutcome[]> {
  const outcomes: RowOutcome[] = [];
  const valid: Valid[] = [];
  for (const row of rows) {
    if (row.duplicateOf !== undefined) {
      outcomes.push({
        line: row.line,
        ok: false,
        error: rowError('duplicate_in_file', 'name', { line: row.duplicateOf }),
      });
      continue;
    }
    const checked = check(row.values);
    if (checked.ok) valid.push({ line: row.line, value: checked.value });
    else outcomes.push({ line: row.line, ok: false, error: { ...checked.problem } });
  }
  const keyOf = (value: ItemRowValue) => itemNameKey(kind, nodeId, value.name);
  const existing = await readItemsByNames(
    organizationId,
    nodeId,
    kind,
    valid.map((row) => row.value.name),
  );
  const done = (line: number, error: RowError | null): RowOutcome =>
    error ? { line, ok: false, error } : { line, ok: true };

  /** A row whose name the node has: nothing when it holds the row's values, else the item updated. */
  const upsert = async (row: Valid, found: OrganisationItem | undefined): Promise<RowOutcome> => {
    let current = found;
    for (let attempt = 0; attempt < UPSERT_ATTEMPTS; attempt += 1) {
      if (!current) return done(row.line, rowError('changed'));
      if (same(current, row.value)) return done(row.line, null);
      const outcome = await saveHierarchyItem(current, row.value.name, row.value.siteCategoryId);
      if (outcome === 'saved') return done(row.line, null);
      // The node or the row's site category was deleted meanwhile: what the row says cannot be applied now.
      if (outcome === 'gone') return done(row.line, rowError('changed'));
      current = (await readItemsByNames(organizationId, nodeId, kind, [row.value.name])).get(keyOf(row.value));
    }
    return done(row.line, rowError('changed'));
  };

  const updates = valid.filter((row) => existing.has(keyOf(row.value)));
  const creates = valid.filter((row) => !existing.has(keyOf(row.value)));
  const groupLimit = pLimit(ITEM_GROUPS_IN_FLIGHT);
  const updateLimit = pLimit(ITEM_UPDATES_IN_FLIGHT);

  /** A group of new items: written at once; names taken meanwhile (another delivery) go the upsert's way. */
  const createGroup = async (group: Valid[]): Promise<RowOutcome[]> => {
    const results: RowOutcome[] = [];
    let pending = group;
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt >= GROUP_ATTEMPTS) return [...results, ...pending.map((row) => done(row.line, rowError('changed')))];
      const items = new Map<string, Valid>(pending.map((row) => [ulid(), row]));
      const outcome = await createHierarchyItems(
        [...items].map(([itemId, row]): NewHierarchyItem => ({
          organizationId,
          nodeId,
          kind,
          itemId,
          name: row.value.name,
          siteCategoryId: row.value.siteCategoryId,
        })),
      );
      switch (outcome.status) {
        case 'saved':
          return [...results, ...pending.map((row) => done(row.line, null))];
        case 'gone':
          return [...results, ...pending.map((row) => done(row.line, rowError('node_gone')))];
        case 'name_taken': {
          const taken = [...outcome.itemIds].flatMap((itemId) => items.get(itemId) ?? []);
          const now = await readItemsByNames(
            organizationId,
            nodeId,
            kind,
            taken.map((row) => row.value.name),
          );
          results.push(...(await Promise.all(taken.map((row) => upsert(row, now.get(keyOf(row.value)))))));
          pending = pending.filter((row) => !taken.includes(row));
          break;
        }
        case 'category_gone':
          // A site category deleted since the chunk read the node's: its rows are not written, the others are.
          for (const row of pending.filter((row) => outcome.categoryIds.has(row.value.siteCategoryId ?? ''))) {
            results.push(done(row.line, rowError('changed')));
          }
          pending = pending.filter((row) => !outcome.categoryIds.has(row.value.siteCategoryId ?? ''));
          break;
        default:
          await pause(attempt);
      }
    }
    return results;
  };

  const groups = itemTransactionGroups(creates.map((row) => ({ ...row, siteCategoryId: row.value.siteCategoryId })));
  const writeGroups = async (): Promise<RowOutcome[][]> => {
    if (groups.length === 0) return [];
    const holder = ulid();
    await waitForTurn(organizationId, nodeId, holder);
    try {
      return await Promise.all(
        groups.map((group) =>
          groupLimit(async () => {
            await takeNodeWriteTurn(organizationId, nodeId, holder, Date.now(), TURN_MS);
            return createGroup(group);
          }),
        ),
      );
    } finally {
      await endNodeWriteTurn(organizationId, nodeId, holder);
    }
  };
  const [updated, created] = await Promise.all([
    Promise.all(updates.map((row) => updateLimit(() => upsert(row, existing.get(keyOf(row.value)))))),
    writeGroups(),
  ]);
  return [...outcomes, ...updated, ...created.flat()];
}
