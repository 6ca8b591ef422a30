import type {
  Contract,
  labelContracts,
  Locale,
  logCategoryContracts,
  siteCategoryContracts,
  siteContracts,
} from '@tessera/shared';
import { ulid } from 'ulid';
import { listNodeContents } from '../../db/hierarchy/contents';
import * as repo from '../../db/hierarchy/items';
import type { ItemKind, ItemRecord } from '../../db/hierarchy/records';
import { domainError, notFound } from '../../lib/http/domain-errors';
import type { Actor, UseCase } from '../../lib/http/types';
import { loadTreeView, requireNode } from './authority';

/** Names of labels, sites, site categories and log categories: trimmed, required, at most 255 characters. */
export const ITEM_NAME_MAX_LENGTH = 255;

export function checkItemName(raw: string, locale: Locale): string {
  const name = raw.trim();
  if (name === '') throw domainError('invalid', 'system.field_blank', locale, { name: 'system.field_blank' });
  if (name.length > ITEM_NAME_MAX_LENGTH)
    throw domainError('invalid', 'hierarchy.node.name_too_long', locale, { name: 'hierarchy.node.name_too_long' });
  return name;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byName = (a: ItemRecord, b: ItemRecord) => collator.compare(a.name, b.name);

function present(item: ItemRecord, categories: ReadonlyMap<string, ItemRecord>) {
  const base = { id: item.itemId, name: item.name, node_id: item.nodeId };
  if (item.kind === 'site') {
    const category = item.siteCategoryId ? categories.get(item.siteCategoryId) : undefined;
    return { ...base, site_category: category ? { id: category.itemId, name: category.name } : null };
  }
  if (item.kind === 'log_category') return { ...base, is_referenced: item.referenceCount > 0 };
  return base;
}

/** The item, when it exists in the caller's organisation on a node the caller has authority over; 404 otherwise. */
async function requireItem(actor: Actor, kind: ItemKind, itemId: string, locale: Locale) {
  const [item, view] = await Promise.all([
    repo.getItem(actor.organisation.organizationId, kind, itemId),
    loadTreeView(actor),
  ]);
  if (!item) throw notFound(locale);
  requireNode(view, item.nodeId, locale);
  return item;
}

async function categoriesOf(organizationId: string, nodeId: string): Promise<Map<string, ItemRecord>> {
  const { items } = await listNodeContents(organizationId, nodeId);
  return new Map(items.filter((item) => item.kind === 'site_category').map((item) => [item.itemId, item]));
}

type Collection =
  typeof labelContracts | typeof siteContracts | typeof siteCategoryContracts | typeof logCategoryContracts;
type Body = { name: string; site_category_id?: string | null };
type UseCases<C extends Collection> = {
  list: UseCase<C['list']>;
  create: UseCase<C['create']>;
  update: UseCase<C['update']>;
  remove: UseCase<C['remove']>;
};

/**
 * List, create, update and delete for one kind of named thing on a node (spec 2 §3, §7 "Other hierarchy
 * objects"). Reads: the tree (authority) and the node's contents, 2 round trips. Names are unique in the node
 * ignoring case (a guard item in the same transaction); a concurrent change is a 409.
 */
export function itemUseCases<C extends Collection>(kind: ItemKind, _contracts: C): UseCases<C> {
  const siteCategory = async (body: Body, organizationId: string, nodeId: string, locale: Locale) => {
    if (kind !== 'site' || !body.site_category_id) return null;
    const categories = await categoriesOf(organizationId, nodeId);
    if (!categories.has(body.site_category_id)) {
      throw domainError('invalid', 'system.field_invalid', locale, { site_category_id: 'system.field_invalid' });
    }
    return body.site_category_id;
  };
  const nameTaken = (locale: Locale) =>
    domainError('conflict', 'hierarchy.item.name_taken', locale, { name: 'hierarchy.item.name_taken' });

  const list: UseCase<Contract> = async ({ path, query, actor, locale }) => {
    const view = await loadTreeView(actor);
    const node = requireNode(view, (path as { id: string }).id, locale);
    const { items } = await listNodeContents(view.organizationId, node.nodeId);
    const categories = new Map(
      items.filter((item) => item.kind === 'site_category').map((item) => [item.itemId, item]),
    );
    const needle = ((query as { q?: string }).q ?? '').trim().toLowerCase();
    return {
      items: items
        .filter((item) => item.kind === kind && item.name.toLowerCase().includes(needle))
        .sort(byName)
        .map((item) => present(item, categories)),
    };
  };

  const create: UseCase<Contract> = async ({ path, body, actor, locale }) => {
    const input = body as Body;
    const view = await loadTreeView(actor);
    const node = requireNode(view, (path as { id: string }).id, locale);
    const name = checkItemName(input.name, locale);
    const siteCategoryId = await siteCategory(input, view.organizationId, node.nodeId, locale);
    const item: ItemRecord = {
      organizationId: view.organizationId,
      kind,
      itemId: ulid(),
      nodeId: node.nodeId,
      name,
      siteCategoryId,
      referenceCount: 0,
      version: 1,
    };
    const outcome = await repo.createItem(item);
    if (outcome === 'name_taken') throw nameTaken(locale);
    if (outcome !== 'saved') throw domainError('conflict', 'system.conflict', locale);
    return present(item, await categoriesOf(view.organizationId, node.nodeId));
  };

  const update: UseCase<Contract> = async ({ path, body, actor, locale }) => {
    const input = body as Body;
    const current = await requireItem(actor, kind, (path as { id: string }).id, locale);
    const name = checkItemName(input.name, locale);
    const siteCategoryId = await siteCategory(input, current.organizationId, current.nodeId, locale);
    const outcome = await repo.updateItem(current, name, siteCategoryId);
    if (outcome === 'name_taken') throw nameTaken(locale);
    if (outcome !== 'saved') throw domainError('conflict', 'system.conflict', locale);
    return present(
      { ...current, name, siteCategoryId, version: current.version + 1 },
      await categoriesOf(current.organizationId, current.nodeId),
    );
  };

  const remove: UseCase<Contract> = async ({ path, actor, locale }) => {
    const current = await requireItem(actor, kind, (path as { id: string }).id, locale);
    if (current.referenceCount > 0) throw domainError('conflict', 'hierarchy.log_category.referenced', locale);
    if ((await repo.deleteItem(current)) === 'conflict') throw domainError('conflict', 'system.conflict', locale);
    return { ok: true as const };
  };

  return { list, create, update, remove } as unknown as UseCases<C>;
}
