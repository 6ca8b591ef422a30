import { canInsertAdmin, hasChildAuthority, hasNodeAuthority, notFound } from '@tessera/shared';
import { listTree, TOP_PARENT, type HierarchyNode } from '../../db/hierarchy/nodes';
import type { Actor } from '../../lib/http/types';

/**
 * The authority model (ADR 0004, spec 2 §6). Admins are listed on nodes; a caller's listed paths are the
 * paths of the nodes that list them. Root admins administer the whole organisation: every top-level node's
 * path counts as theirs. From these permitted paths (shared/src/hierarchy/folder-tree.ts):
 * - node authority (the node or an ancestor is permitted): the caller sees the node, manages what hangs on it
 *   (labels, sites, site categories, log categories, statement sets, imports), creates folders under it and
 *   removes its admins (not themselves);
 * - child authority (a strict ancestor is permitted), or a root admin on a top-level node: the caller may
 *   also rename and delete the node;
 * - inserting admins: a root admin listed on the node, or child authority (canInsertAdmin).
 * Nodes without node authority do not exist for the caller (404, never 403).
 */
export interface TreeView {
  organizationId: string;
  nodes: HierarchyNode[];
  byId: Map<string, HierarchyNode>;
  isRootAdmin: boolean;
  /** Paths of the nodes that list the caller as admin. */
  listedPaths: string[][];
  /** Listed paths, plus every top-level node's for a root admin. */
  permittedPaths: string[][];
  userId: string;
}

export function treeView(actor: Pick<Actor, 'userId' | 'roles' | 'organisation'>, nodes: HierarchyNode[]): TreeView {
  const isRootAdmin = actor.roles.includes('root_admin');
  const listedPaths = nodes
    .filter((node) => node.admins.some((admin) => admin.userId === actor.userId))
    .map((node) => node.path);
  const topPaths = isRootAdmin ? nodes.filter((node) => node.parentId === TOP_PARENT).map((node) => node.path) : [];
  return {
    organizationId: actor.organisation.organizationId,
    nodes,
    byId: new Map(nodes.map((node) => [node.nodeId, node])),
    isRootAdmin,
    listedPaths,
    permittedPaths: [...listedPaths, ...topPaths],
    userId: actor.userId,
  };
}

/** One Query: the caller's organisation's tree with its admins (the organisation comes from the actor). */
export async function loadTreeView(actor: Actor): Promise<TreeView> {
  return treeView(actor, await listTree(actor.organisation.organizationId));
}

export const nodeAuthority = (view: TreeView, node: HierarchyNode): boolean =>
  hasNodeAuthority(node.path, view.permittedPaths);
export const childAuthority = (view: TreeView, node: HierarchyNode): boolean =>
  hasChildAuthority(node.path, view.permittedPaths);

/** Rename and delete: child authority, or a root admin on a top-level node. */
export const canManageNode = (view: TreeView, node: HierarchyNode): boolean =>
  childAuthority(view, node) || (view.isRootAdmin && node.parentId === TOP_PARENT);

export const canInsertAdminOn = (view: TreeView, node: HierarchyNode): boolean =>
  canInsertAdmin({ userId: view.userId, isRootAdmin: view.isRootAdmin, permittedPaths: view.listedPaths }, node.path) ||
  childAuthority(view, node);

/** The node, when the caller has node authority over it; 404 otherwise (also for other organisations' ids). */
export function requireNode(view: TreeView, nodeId: string): HierarchyNode {
  const node = view.byId.get(nodeId);
  if (!node || !nodeAuthority(view, node)) throw notFound();
  return node;
}

/** The node of an id the caller names, with the tree it was checked against: 404 without node authority. */
export async function requireNodeOf(actor: Actor, nodeId: string): Promise<{ view: TreeView; node: HierarchyNode }> {
  const view = await loadTreeView(actor);
  return { view, node: requireNode(view, nodeId) };
}
