/**
 * The hierarchy tree: its shape limits and who may see and administer which node (spec 2 §2, §5, §6, §9).
 *
 * A node's `path` lists the ids from its top node down to itself: a list (["1", "4", "9"], as the API sends
 * it) or a string separated by "/" ("1/4/9"; leading and trailing slashes are ignored). A user's permitted
 * paths are the paths of the nodes they administer.
 * - node authority: a permitted path is the node's own path or an ancestor's — the user administers the node,
 *   directly or through a node above it;
 * - child authority: a permitted path is a strict ancestor's — the node is a child (at any depth) of a node
 *   the user administers;
 * - listed on the node: a permitted path is exactly the node's path.
 */

/** spec 2 §5, §9: at most 2 top-level nodes; at most 100 levels. */
export const TREE_ROOT_MAX_CHILDREN = 2;
export const TREE_MAX_DEPTH = 100;

/** The parent value of a top-level node (the tree's invisible root). */
export const TREE_ROOT = '#';

export interface HierarchyTreeNode {
  id: string;
  text: string;
  /** The parent's id, or '#' (or null) for a top-level node. */
  parent: string | null;
  path: HierarchyPath;
  platform_mountable_type?: string | null;
}

/** A node path: ids from the top node down to the node itself. */
export type HierarchyPath = string | readonly string[];

export function pathSegments(path: HierarchyPath): string[] {
  return typeof path === 'string' ? path.split('/').filter((segment) => segment !== '') : [...path];
}

/** True when `ancestor` is `path` itself or one of its ancestors. */
function isSameOrAncestor(ancestor: readonly string[], path: readonly string[]): boolean {
  return (
    ancestor.length > 0 && ancestor.length <= path.length && ancestor.every((segment, index) => path[index] === segment)
  );
}

export function isListedOnNode(nodePath: HierarchyPath, permittedPaths: readonly HierarchyPath[]): boolean {
  const node = pathSegments(nodePath);
  return permittedPaths.some((permitted) => {
    const segments = pathSegments(permitted);
    return segments.length === node.length && isSameOrAncestor(segments, node);
  });
}

export function hasNodeAuthority(nodePath: HierarchyPath, permittedPaths: readonly HierarchyPath[]): boolean {
  const node = pathSegments(nodePath);
  return permittedPaths.some((permitted) => isSameOrAncestor(pathSegments(permitted), node));
}

export function hasChildAuthority(nodePath: HierarchyPath, permittedPaths: readonly HierarchyPath[]): boolean {
  const node = pathSegments(nodePath);
  return permittedPaths.some((permitted) => {
    const segments = pathSegments(permitted);
    return segments.length < node.length && isSameOrAncestor(segments, node);
  });
}

/**
 * spec 2 §2, §6: the tree loads only the nodes the user may access (node authority). The nodes at the top of
 * what remains (their parent is not accessible) become top-level: their parent is set to '#'.
 */
export function accessibleHierarchy<T extends HierarchyTreeNode>(
  nodes: readonly T[],
  permittedPaths: readonly HierarchyPath[],
): T[] {
  const visible = nodes.filter((node) => hasNodeAuthority(node.path, permittedPaths));
  const ids = new Set(visible.map((node) => node.id));
  return visible.map((node) => (node.parent !== null && ids.has(node.parent) ? node : { ...node, parent: TREE_ROOT }));
}

/** spec 2 §2: "No Permission" if the tree request fails, "No Hierarchy" if there are no nodes. */
export function hierarchyTreeMessageKey(load: {
  failed: boolean;
  nodeCount: number;
}): 'hierarchy.tree.no_permission' | 'hierarchy.tree.empty' | undefined {
  if (load.failed) return 'hierarchy.tree.no_permission';
  return load.nodeCount === 0 ? 'hierarchy.tree.empty' : undefined;
}

const isTopLevel = (node: { parent: string | null }): boolean => node.parent === null || node.parent === TREE_ROOT;

/** Depth of a node: 1 for a top-level node. */
export function nodeDepth(node: { path: HierarchyPath }): number {
  return pathSegments(node.path).length;
}

export type FolderPlacementProblem = 'root_full' | 'too_deep' | 'into_itself';

/**
 * Whether a new folder may be created under `parent` (null: at the top). At the top there may be at most 2
 * folders; nowhere may a folder be deeper than 100 levels.
 */
export function canCreateFolder(
  parent: { path: HierarchyPath } | null,
  nodes: ReadonlyArray<{ parent: string | null }>,
): { ok: true } | { ok: false; problem: FolderPlacementProblem } {
  if (parent === null) {
    return nodes.filter(isTopLevel).length >= TREE_ROOT_MAX_CHILDREN
      ? { ok: false, problem: 'root_full' }
      : { ok: true };
  }
  return nodeDepth(parent) + 1 > TREE_MAX_DEPTH ? { ok: false, problem: 'too_deep' } : { ok: true };
}

/**
 * Whether `node` (with its whole subtree) may move under `target` (null: to the top): not into itself or its
 * own subtree, the top keeps at most 2 folders, and the deepest moved folder stays within 100 levels.
 */
export function canMoveFolder(
  node: HierarchyTreeNode,
  target: { id: string; path: HierarchyPath } | null,
  nodes: readonly HierarchyTreeNode[],
): { ok: true } | { ok: false; problem: FolderPlacementProblem } {
  const own = pathSegments(node.path);
  if (target !== null && isSameOrAncestor(own, pathSegments(target.path))) return { ok: false, problem: 'into_itself' };
  const subtreeHeight = Math.max(
    ...nodes
      .filter((other) => isSameOrAncestor(own, pathSegments(other.path)))
      .map((other) => nodeDepth(other) - own.length + 1),
    1,
  );
  if (target === null) {
    const others = nodes.filter((other) => isTopLevel(other) && other.id !== node.id);
    if (others.length >= TREE_ROOT_MAX_CHILDREN) return { ok: false, problem: 'root_full' };
    return subtreeHeight > TREE_MAX_DEPTH ? { ok: false, problem: 'too_deep' } : { ok: true };
  }
  return nodeDepth(target) + subtreeHeight > TREE_MAX_DEPTH ? { ok: false, problem: 'too_deep' } : { ok: true };
}

/** spec 2 §5: moving a rubric or template to the node it already belongs to is disabled. */
export function canMoveToNode(currentNodeId: string, targetNodeId: string): boolean {
  return currentNodeId !== targetNodeId;
}
