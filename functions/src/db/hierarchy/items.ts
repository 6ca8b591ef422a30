import { hierarchyService } from './hierarchy-service';
import { writeTransaction } from './transact';
import { guardValue, toItem, type ItemKind, type ItemRecord } from './records';

export const itemNameScope = (kind: ItemKind, nodeId: string): string => `ITEM#${kind}#${nodeId}`;

/** Access pattern "label, site, site category or log category by id": GetItem ORG#<orgId> / ITEM#<kind>#<id>. */
export async function getItem(organizationId: string, kind: ItemKind, itemId: string): Promise<ItemRecord | null> {
  const { data } = await hierarchyService().entities.item.get({ organizationId, kind, itemId }).go();
  return data ? toItem(data) : null;
}

type TransactionEntities = Parameters<Parameters<ReturnType<typeof hierarchyService>['transaction']['write']>[0]>[0];

/** For a site given a category: a transaction check that the category still exists in the same node. */
function categoryCheck(
  item: TransactionEntities['item'],
  organizationId: string,
  nodeId: string,
  siteCategoryId: string | null | undefined,
) {
  return siteCategoryId
    ? [
        item
          .check({ organizationId, kind: 'site_category', itemId: siteCategoryId })
          .where(({ nodeId: categoryNode }, { eq }) => eq(categoryNode, nodeId))
          .commit(),
      ]
    : [];
}

export interface NewItem {
  organizationId: string;
  nodeId: string;
  kind: ItemKind;
  itemId: string;
  name: string;
  siteCategoryId?: string | null;
}

export type ItemWriteOutcome = 'saved' | 'name_taken' | 'gone' | 'conflict';

/**
 * One transaction: the item, its name guard in the node (`attribute_not_exists`), the node's holdings + 1
 * (the node must exist) and, for a site with a category, a check that the category still exists.
 */
export async function createItem(input: NewItem): Promise<ItemWriteOutcome> {
  const { organizationId, nodeId, kind, itemId, name } = input;
  const siteCategoryId = input.siteCategoryId ?? undefined;
  const { canceled, failed } = await writeTransaction(() =>
    hierarchyService()
      .transaction.write(({ item, guard, node }) => [
        item
          .create({ organizationId, nodeId, kind, itemId, name, ...(siteCategoryId ? { siteCategoryId } : {}) })
          .commit(),
        guard
          .create({ organizationId, scope: itemNameScope(kind, nodeId), value: guardValue(name), ownerId: itemId })
          .commit(),
        node.patch({ organizationId, nodeId }).add({ holdings: 1 }).commit(),
        ...categoryCheck(item, organizationId, nodeId, siteCategoryId),
      ])
      .go(),
  );
  if (!canceled) return 'saved';
  if (failed(1)) return 'name_taken';
  return failed(2) || failed(3) ? 'gone' : 'conflict';
}

/** Renames an item (and sets a site's category) if nobody changed it since it was read; moves its guard. */
export async function updateItem(
  current: ItemRecord,
  name: string,
  siteCategoryId: string | null,
): Promise<ItemWriteOutcome> {
  const { organizationId, kind, itemId, nodeId } = current;
  const scope = itemNameScope(kind, nodeId);
  const moveGuard = guardValue(name) !== guardValue(current.name);
  const { canceled, failed } = await writeTransaction(() =>
    hierarchyService()
      .transaction.write(({ item, guard }) => {
        const patch = item.patch({ organizationId, kind, itemId }).set({ name });
        const withCategory = siteCategoryId
          ? patch.set({ siteCategoryId })
          : kind === 'site'
            ? patch.remove(['siteCategoryId'])
            : patch;
        return [
          withCategory
            .add({ version: 1 })
            .where(({ version }, { eq }) => eq(version, current.version))
            .commit(),
          ...(moveGuard
            ? [
                guard.create({ organizationId, scope, value: guardValue(name), ownerId: itemId }).commit(),
                guard.delete({ organizationId, scope, value: guardValue(current.name) }).commit(),
              ]
            : []),
          ...categoryCheck(item, organizationId, nodeId, siteCategoryId),
        ];
      })
      .go(),
  );
  if (!canceled) return 'saved';
  if (failed(0)) return 'conflict';
  if (moveGuard && failed(1)) return 'name_taken';
  return failed(moveGuard ? 3 : 1) ? 'gone' : 'conflict';
}

/**
 * Deletes an item if unchanged since read and, for log categories, still unreferenced
 * (`referenceCount = 0`), with its guard and the node's holdings − 1.
 */
export async function deleteItem(current: ItemRecord): Promise<'deleted' | 'conflict'> {
  const { organizationId, kind, itemId, nodeId } = current;
  const { canceled } = await writeTransaction(() =>
    hierarchyService()
      .transaction.write(({ item, guard, node }) => [
        item
          .delete({ organizationId, kind, itemId })
          .where(
            ({ version, referenceCount }, { eq }) => `${eq(version, current.version)} AND ${eq(referenceCount, 0)}`,
          )
          .commit(),
        guard.delete({ organizationId, scope: itemNameScope(kind, nodeId), value: guardValue(current.name) }).commit(),
        node.patch({ organizationId, nodeId }).add({ holdings: -1 }).commit(),
      ])
      .go(),
  );
  return canceled ? 'conflict' : 'deleted';
}

/**
 * Adds to (or, negative, takes from) how many courses reference a log category. Used by the courses
 * context when a course adds or drops the category (spec 2 §5 "already referenced cannot be removed").
 */
export async function addLogCategoryReferences(organizationId: string, itemId: string, delta: number): Promise<void> {
  await hierarchyService()
    .entities.item.patch({ organizationId, kind: 'log_category', itemId })
    .add({ referenceCount: delta })
    .go();
}
