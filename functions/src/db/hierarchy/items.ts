import { batchGet } from '../batch';
import { where } from '../expressions';
import { getItem, queryItems, updateItem } from '../items';
import { check, create, remove, transactWrite, update, TRANSACTION_LIMIT, type WritePart } from '../transaction';
import { guardEntity } from './entities/guard';
import { claimName, guardKeyValue, nameKeyChanged, releaseName } from './guards';
import { itemEntity, type HierarchyItem, type ItemKind } from './entities/item';
import { nodeEntity } from './entities/node';

export type { HierarchyItem, ItemKind };

export const itemNameScope = (kind: ItemKind, nodeId: string): string => `ITEM#${kind}#${nodeId}`;

/** Access pattern "label, site, site category or log category by id": GetItem ORG#<orgId> / ITEM#<kind>#<id>. */
export function getHierarchyItem(
  organizationId: string,
  kind: ItemKind,
  itemId: string,
): Promise<HierarchyItem | null> {
  return getItem(itemEntity, { organizationId, kind, itemId });
}

/** For a site given a category: a transaction check that the category still exists in the same node. */
const categoryCheck = (organizationId: string, nodeId: string, siteCategoryId: string | null) =>
  siteCategoryId
    ? check(itemEntity, { organizationId, kind: 'site_category', itemId: siteCategoryId }, where.eq('nodeId', nodeId))
    : undefined;

export type NewHierarchyItem = Pick<
  HierarchyItem,
  'organizationId' | 'nodeId' | 'kind' | 'itemId' | 'name' | 'siteCategoryId'
>;
export type ItemWriteOutcome = 'saved' | 'name_taken' | 'gone' | 'conflict';

/**
 * One transaction: the item, its name guard in the node, the node's holdings + 1 (the node must exist) and,
 * for a site with a category, a check that the category still exists in that node.
 */
export async function createHierarchyItem(input: NewHierarchyItem, now = new Date()): Promise<ItemWriteOutcome> {
  const { organizationId, nodeId, kind, itemId, name, siteCategoryId } = input;
  const outcome = await transactWrite({
    item: create(itemEntity, { ...input, referenceCount: 0, version: 1, createdAt: now.toISOString() }),
    name: claimName(organizationId, itemNameScope(kind, nodeId), name, itemId),
    node: update(nodeEntity, { organizationId, nodeId }, { add: { holdings: 1 } }),
    category: categoryCheck(organizationId, nodeId, siteCategoryId),
  });
  if (outcome.ok) return 'saved';
  if (outcome.failed.has('name')) return 'name_taken';
  return outcome.failed.has('node') || outcome.failed.has('category') ? 'gone' : 'conflict';
}

/**
 * Access pattern "a node's site categories": one Query of byRelation `gsi1pk = ORG#<orgId>#NODE#<nodeId>`,
 * begins_with(gsi1sk, ITEM#site_category#) (a node has a handful; its sites, however many, are not read).
 */
export async function listSiteCategories(organizationId: string, nodeId: string): Promise<HierarchyItem[]> {
  const { items } = await queryItems(itemEntity, {
    index: 'byRelation',
    partition: `ORG#${organizationId}#NODE#${nodeId}`,
    prefix: 'ITEM#site_category#',
    all: true,
  });
  return items;
}

/** The comparison key two names share when they name the same item of a kind in a node (its guard's value). */
export const itemNameKey = (kind: ItemKind, nodeId: string, name: string): string =>
  guardKeyValue(itemNameScope(kind, nodeId), name);

/**
 * Access pattern "a node's items of a kind by names" (an import's upsert by natural key): BatchGetItem of the
 * name guards, then of the items they name (one round trip per 100 of each), consistent, so a retried chunk sees
 * what its earlier attempt wrote. Keyed by itemNameKey; names no item holds are absent.
 */
export async function getItemsByNames(
  organizationId: string,
  nodeId: string,
  kind: ItemKind,
  names: readonly string[],
): Promise<Map<string, HierarchyItem>> {
  const scope = itemNameScope(kind, nodeId);
  const values = [...new Set(names.map((name) => guardKeyValue(scope, name)))];
  if (values.length === 0) return new Map();
  const guards = await batchGet(
    guardEntity,
    values.map((value) => ({ organizationId, scope, value })),
    { consistent: true },
  );
  const items = await batchGet(
    itemEntity,
    guards.map((guard) => ({ organizationId, kind, itemId: guard.ownerId })),
    { consistent: true },
  );
  const byId = new Map(items.map((item) => [item.itemId, item]));
  const found = new Map<string, HierarchyItem>();
  for (const guard of guards) {
    const item = byId.get(guard.ownerId);
    if (item) found.set(guard.value, item);
  }
  return found;
}

/**
 * New items of one kind on one node, grouped for createHierarchyItems: each item is 2 actions (the item, its
 * name guard) and a site's category one check per distinct category, beside the node's one count, so a group
 * stays within a transaction's 100 actions (49 labels or sites of one category).
 */
export function itemTransactionGroups<T extends Pick<NewHierarchyItem, 'siteCategoryId'>>(items: readonly T[]): T[][] {
  const groups: T[][] = [];
  let group: T[] = [];
  let categories = new Set<string>();
  for (const item of items) {
    const addsCategory = item.siteCategoryId !== null && !categories.has(item.siteCategoryId) ? 1 : 0;
    if (1 + (group.length + 1) * 2 + categories.size + addsCategory > TRANSACTION_LIMIT) {
      groups.push(group);
      group = [];
      categories = new Set();
    }
    group.push(item);
    if (item.siteCategoryId !== null) categories.add(item.siteCategoryId);
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

export type ItemsWriteOutcome =
  | { status: 'saved' }
  /** The names of these items (by id) are held by others: nothing was written. */
  | { status: 'name_taken'; itemIds: ReadonlySet<string> }
  /** These site categories are gone from the node (by id): nothing was written. */
  | { status: 'category_gone'; categoryIds: ReadonlySet<string> }
  | { status: 'gone' }
  | { status: 'conflict' };

/**
 * One transaction for a group of new items of one kind on one node (itemTransactionGroups): each item with its
 * name guard, the node's holdings + the group's size once (the node must exist), and a check per distinct site
 * category that it is still in the node. A bulk import writes a few dozen rows per round trip this way, with
 * the same guards as one createHierarchyItem each; a failed condition writes nothing and names its parts.
 */
export async function createHierarchyItems(
  items: readonly NewHierarchyItem[],
  now = new Date(),
): Promise<ItemsWriteOutcome> {
  const [first] = items;
  if (!first) return { status: 'saved' };
  const { organizationId, nodeId } = first;
  const createdAt = now.toISOString();
  const parts: Record<string, WritePart | undefined> = {
    node: update(nodeEntity, { organizationId, nodeId }, { add: { holdings: items.length } }),
  };
  for (const item of items) {
    parts[`item:${item.itemId}`] = create(itemEntity, { ...item, referenceCount: 0, version: 1, createdAt });
    parts[`name:${item.itemId}`] = claimName(organizationId, itemNameScope(item.kind, nodeId), item.name, item.itemId);
    if (item.siteCategoryId)
      parts[`category:${item.siteCategoryId}`] = categoryCheck(organizationId, nodeId, item.siteCategoryId);
  }
  const outcome = await transactWrite(parts);
  if (outcome.ok) return { status: 'saved' };
  const failed = [...outcome.failed];
  const named = (prefix: string) =>
    new Set(failed.filter((part) => part.startsWith(prefix)).map((part) => part.slice(prefix.length)));
  if (outcome.failed.has('node')) return { status: 'gone' };
  const taken = named('name:');
  if (taken.size > 0) return { status: 'name_taken', itemIds: taken };
  const categoriesGone = named('category:');
  if (categoriesGone.size > 0) return { status: 'category_gone', categoryIds: categoriesGone };
  return { status: 'conflict' };
}

/** Renames an item (and sets a site's category) if nobody changed it since it was read; moves its guard. */
export async function updateHierarchyItem(
  current: HierarchyItem,
  name: string,
  siteCategoryId: string | null,
): Promise<ItemWriteOutcome> {
  const { organizationId, kind, itemId, nodeId } = current;
  const scope = itemNameScope(kind, nodeId);
  const moveGuard = nameKeyChanged(current.name, name);
  const outcome = await transactWrite({
    item: update(
      itemEntity,
      { organizationId, kind, itemId },
      { set: { name, ...(kind === 'site' ? { siteCategoryId } : {}) }, add: { version: 1 } },
      where.eq('version', current.version),
    ),
    newName: moveGuard ? claimName(organizationId, scope, name, itemId) : undefined,
    oldName: moveGuard ? releaseName(organizationId, scope, current.name) : undefined,
    category: categoryCheck(organizationId, nodeId, siteCategoryId),
  });
  if (outcome.ok) return 'saved';
  if (outcome.failed.has('item')) return 'conflict';
  if (outcome.failed.has('newName')) return 'name_taken';
  return outcome.failed.has('category') ? 'gone' : 'conflict';
}

/**
 * Deletes an item if unchanged since read and still unreferenced (`referenceCount = 0`, log categories),
 * with its guard and the node's holdings − 1.
 */
export async function deleteHierarchyItem(current: HierarchyItem): Promise<'deleted' | 'conflict'> {
  const { organizationId, kind, itemId, nodeId } = current;
  const outcome = await transactWrite({
    item: remove(
      itemEntity,
      { organizationId, kind, itemId },
      where.and(where.eq('version', current.version), where.eq('referenceCount', 0)),
    ),
    name: releaseName(organizationId, itemNameScope(kind, nodeId), current.name),
    node: update(nodeEntity, { organizationId, nodeId }, { add: { holdings: -1 } }),
  });
  return outcome.ok ? 'deleted' : 'conflict';
}

/**
 * Adds to (or, negative, takes from) how many courses reference a log category. Used by the courses
 * context when a course adds or drops the category (spec 2 §5 "already referenced cannot be removed").
 */
export async function addLogCategoryReferences(organizationId: string, itemId: string, delta: number): Promise<void> {
  await updateItem(itemEntity, { organizationId, kind: 'log_category', itemId }, { add: { referenceCount: delta } });
}
