import { where } from '../expressions';
import { getItem, updateItem } from '../items';
import { check, create, remove, transactWrite, update } from '../transaction';
import { claimName, nameKeyChanged, releaseName } from './guards';
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
