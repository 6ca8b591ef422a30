import { cleanName, conflict, invalidField, ITEM_NAME_MAX_LENGTH, notFound } from '@tessera/shared';
import { ulid } from 'ulid';
import { listNodeContents } from '../../db/hierarchy/contents';
import {
  createHierarchyItem,
  deleteHierarchyItem,
  getHierarchyItem,
  updateHierarchyItem,
  type HierarchyItem,
  type ItemKind,
  type ItemWriteOutcome,
} from '../../db/hierarchy/items';
import type { Actor } from '../../lib/http/types';
import { loadTreeView, requireNode, requireNodeOf } from './authority';

/**
 * The rules shared by the four kinds of named thing on a node (labels, sites, site categories, log
 * categories; spec 2 §3, §7 "Other hierarchy objects"). Each contract has its own use case file, which calls
 * these and presents the result. Names are unique in the node and kind, ignoring case (a guard item in the
 * same transaction); a concurrent change is a 409.
 */

/** Names: cleaned (shared's cleanName), required, at most 255 characters (code points: shared's ITEM_NAME_MAX_LENGTH). */

export function checkItemName(raw: string): string {
  const name = cleanName(raw);
  if (name === '') throw invalidField('name', 'system.field_blank');
  if ([...name].length > ITEM_NAME_MAX_LENGTH) throw invalidField('name', 'hierarchy.node.name_too_long');
  return name;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** A node's site categories by id (to present sites). */
export async function siteCategoriesOf(organizationId: string, nodeId: string): Promise<Map<string, HierarchyItem>> {
  const { items } = await listNodeContents(organizationId, nodeId);
  return new Map(items.filter((item) => item.kind === 'site_category').map((item) => [item.itemId, item]));
}

/**
 * The items of one kind on a node the caller has authority over, by name, filtered by `q`; the node's site
 * categories come with them (2 round trips: tree, then the node's contents).
 */
export async function listNamedItems(actor: Actor, nodeId: string, kind: ItemKind, q: string | undefined) {
  const { view, node } = await requireNodeOf(actor, nodeId);
  const { items } = await listNodeContents(view.organizationId, node.nodeId);
  const categories = new Map(items.filter((item) => item.kind === 'site_category').map((item) => [item.itemId, item]));
  const needle = (q ?? '').trim().toLowerCase();
  const matching = items
    .filter((item) => item.kind === kind && item.name.toLowerCase().includes(needle))
    .sort((a, b) => collator.compare(a.name, b.name));
  return { items: matching, categories };
}

/** The item, when it exists in the caller's organisation on a node the caller has authority over; 404 otherwise. */
async function requireItem(actor: Actor, kind: ItemKind, itemId: string): Promise<HierarchyItem> {
  const [item, view] = await Promise.all([
    getHierarchyItem(actor.organisation.organizationId, kind, itemId),
    loadTreeView(actor),
  ]);
  if (!item) throw notFound();
  requireNode(view, item.nodeId);
  return item;
}

/** A site's category must be a site category of the same node. */
async function checkSiteCategory(organizationId: string, nodeId: string, siteCategoryId: string | null) {
  if (!siteCategoryId) return null;
  if (!(await siteCategoriesOf(organizationId, nodeId)).has(siteCategoryId)) {
    throw invalidField('site_category_id', 'system.field_invalid');
  }
  return siteCategoryId;
}

function refuse(outcome: Exclude<ItemWriteOutcome, 'saved'>): never {
  if (outcome === 'name_taken') {
    throw conflict('hierarchy.item.name_taken', { fields: { name: 'hierarchy.item.name_taken' } });
  }
  throw conflict();
}

export async function createNamedItem(
  actor: Actor,
  nodeId: string,
  kind: ItemKind,
  rawName: string,
  rawCategoryId: string | null = null,
): Promise<HierarchyItem> {
  const { view, node } = await requireNodeOf(actor, nodeId);
  const name = checkItemName(rawName);
  const siteCategoryId =
    kind === 'site' ? await checkSiteCategory(view.organizationId, node.nodeId, rawCategoryId) : null;
  const item = { organizationId: view.organizationId, kind, itemId: ulid(), nodeId: node.nodeId, name, siteCategoryId };
  const outcome = await createHierarchyItem(item);
  if (outcome !== 'saved') refuse(outcome);
  return { ...item, referenceCount: 0, version: 1, createdAt: new Date().toISOString() };
}

export async function updateNamedItem(
  actor: Actor,
  itemId: string,
  kind: ItemKind,
  rawName: string,
  rawCategoryId: string | null = null,
): Promise<HierarchyItem> {
  const current = await requireItem(actor, kind, itemId);
  const name = checkItemName(rawName);
  const siteCategoryId =
    kind === 'site' ? await checkSiteCategory(current.organizationId, current.nodeId, rawCategoryId) : null;
  const outcome = await updateHierarchyItem(current, name, siteCategoryId);
  if (outcome !== 'saved') refuse(outcome);
  return { ...current, name, siteCategoryId, version: current.version + 1 };
}

/** Deletes an item; a log category still used by a course cannot go (spec 2 §5). */
export async function deleteNamedItem(actor: Actor, itemId: string, kind: ItemKind): Promise<void> {
  const current = await requireItem(actor, kind, itemId);
  if (current.referenceCount > 0) throw conflict('hierarchy.log_category.referenced');
  if ((await deleteHierarchyItem(current)) === 'conflict') throw conflict();
}
