import {
  accessibleHierarchy,
  canCreateFolder,
  defaultFolderName,
  renameFolder,
  TREE_ROOT,
  type createNode,
  type deleteNode,
  type getHierarchy,
  type renameNode,
} from '@tessera/shared';
import { ulid } from 'ulid';
import * as nodes from '../../db/hierarchy/nodes';
import { TOP_PARENT, type NodeRecord } from '../../db/hierarchy/records';
import { domainError } from '../../lib/http/domain-errors';
import type { UseCase } from '../../lib/http/types';
import { canManageNode, loadTreeView, presentNode, requireNode, type TreeView } from './authority';

const siblingsOf = (view: TreeView, parentId: string): NodeRecord[] =>
  view.nodes.filter((node) => node.parentId === parentId);
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Depth first from the top, siblings by name: the order the tree shows. */
function treeOrder(visible: NodeRecord[]): NodeRecord[] {
  const ids = new Set(visible.map((node) => node.nodeId));
  const children = new Map<string, NodeRecord[]>();
  for (const node of visible) {
    const parent = ids.has(node.parentId) ? node.parentId : TREE_ROOT;
    children.set(parent, [...(children.get(parent) ?? []), node]);
  }
  const ordered: NodeRecord[] = [];
  const visit = (parent: string) => {
    for (const node of [...(children.get(parent) ?? [])].sort((a, b) => collator.compare(a.text, b.text))) {
      ordered.push(node);
      visit(node.nodeId);
    }
  };
  visit(TREE_ROOT);
  return ordered;
}

/**
 * GET /api/hierarchy (spec 2 §2, §6): the nodes the caller may access, each with the caller's authority; an
 * empty list when none. One Query after actor resolution.
 */
export const getHierarchyUseCase: UseCase<typeof getHierarchy> = async ({ actor }) => {
  const view = await loadTreeView(actor);
  const visible = accessibleHierarchy(
    view.nodes.map((node) => ({ ...node, id: node.nodeId, parent: node.parentId })),
    view.permittedPaths,
  );
  const visibleIds = new Set(visible.map((node) => node.nodeId));
  return {
    nodes: treeOrder(view.nodes.filter((node) => visibleIds.has(node.nodeId))).map((node) =>
      presentNode(view, node, visibleIds),
    ),
  };
};

/**
 * POST /api/hierarchy/nodes (spec 2 §5): a folder under `parent` (node authority), or at the top ('#', root
 * admins only, at most 2). A blank name becomes "Folder name - N"; names are trimmed, cut to 255 and unique
 * among siblings ignoring case (409 "This folder name has been taken."); at most 100 levels.
 */
export const createNodeUseCase: UseCase<typeof createNode> = async ({ body, actor, locale }) => {
  const view = await loadTreeView(actor);
  const atTop = body.parent === TREE_ROOT;
  if (atTop && !view.isRootAdmin) throw domainError('forbidden', 'identity.forbidden', locale);
  const parent = atTop ? null : requireNode(view, body.parent, locale);
  const placement = canCreateFolder(
    parent,
    view.nodes.map((node) => ({ parent: node.parentId })),
  );
  if (!placement.ok) {
    const key = placement.problem === 'root_full' ? 'hierarchy.node.root_full' : 'hierarchy.node.too_deep';
    throw domainError('invalid', key, locale, { parent: key });
  }
  const siblings = siblingsOf(view, parent?.nodeId ?? TOP_PARENT);
  const named = renameFolder({
    name: body.new_node_text ?? '',
    previousName: '',
    siblings: siblings.map((n) => ({ id: n.nodeId, text: n.text })),
  });
  if (!named.ok) throw domainError('conflict', named.error, locale, { new_node_text: named.error });
  const text =
    named.name === ''
      ? defaultFolderName(
          siblings.map((node) => node.text),
          locale,
        )
      : named.name;
  const usedSlots = new Set(siblings.map((node) => node.rootSlot));
  const rootSlot = [1, 2].find((slot) => !usedSlots.has(slot)) ?? 1;
  const outcome = await nodes.createNode({
    organizationId: view.organizationId,
    nodeId: ulid(),
    text,
    parent,
    rootSlot,
  });
  switch (outcome.status) {
    case 'created':
      return presentNode({ ...view, nodes: [...view.nodes, outcome.node] }, outcome.node);
    case 'name_taken':
      throw domainError('conflict', 'hierarchy.folder.name_taken', locale, {
        new_node_text: 'hierarchy.folder.name_taken',
      });
    case 'root_full':
      throw domainError('conflict', 'hierarchy.node.root_full', locale, { parent: 'hierarchy.node.root_full' });
    default:
      throw domainError('conflict', 'system.conflict', locale);
  }
};

/**
 * PUT /api/hierarchy/nodes/{id} (spec 2 §5, §8): rename (child authority, or a root admin at the top). An
 * empty name keeps the old one; a sibling's name (any case) is a 409 on `new_node_text`; a concurrent change
 * of the node is a 409 too.
 */
export const renameNodeUseCase: UseCase<typeof renameNode> = async ({ path, body, actor, locale }) => {
  const view = await loadTreeView(actor);
  const node = requireNode(view, path.id, locale);
  if (!canManageNode(view, node)) throw domainError('forbidden', 'identity.forbidden', locale);
  const siblings = siblingsOf(view, node.parentId).map((n) => ({ id: n.nodeId, text: n.text }));
  const named = renameFolder({ name: body.new_node_text, previousName: node.text, siblings, selfId: node.nodeId });
  if (!named.ok) throw domainError('conflict', named.error, locale, { new_node_text: named.error });
  if (named.name === node.text) return presentNode(view, node);
  const outcome = await nodes.renameNode(node, named.name);
  if (outcome === 'name_taken') {
    throw domainError('conflict', 'hierarchy.folder.name_taken', locale, {
      new_node_text: 'hierarchy.folder.name_taken',
    });
  }
  if (outcome === 'conflict')
    throw domainError('conflict', 'hierarchy.node.update_failed', locale, {}, 'system.conflict');
  return presentNode(view, { ...node, text: named.name, version: node.version + 1 });
};

/**
 * DELETE /api/hierarchy/nodes/{id}: only an empty node (no folders, groups, labels, sites, site categories,
 * log categories or statement sets; its admins go with it), by child authority or a root admin at the top.
 */
export const deleteNodeUseCase: UseCase<typeof deleteNode> = async ({ path, actor, locale }) => {
  const view = await loadTreeView(actor);
  const node = requireNode(view, path.id, locale);
  if (!canManageNode(view, node)) throw domainError('forbidden', 'identity.forbidden', locale);
  if (node.holdings > 0 || siblingsOf(view, node.nodeId).length > 0)
    throw domainError('conflict', 'hierarchy.node.not_empty', locale);
  if ((await nodes.deleteNode(node)) === 'conflict') throw domainError('conflict', 'system.conflict', locale);
  return { ok: true as const };
};
