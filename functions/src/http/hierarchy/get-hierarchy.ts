import { accessibleHierarchy, TREE_ROOT, type getHierarchy } from '@tessera/shared';
import type { HierarchyNode } from '../../db/hierarchy/nodes';
import type { UseCase } from '../../lib/http/types';
import { loadTreeView } from './authority';
import { presentNode } from './present';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Depth first from the top, siblings by name: the order the tree shows. */
function treeOrder(visible: HierarchyNode[]): HierarchyNode[] {
  const ids = new Set(visible.map((node) => node.nodeId));
  const children = new Map<string, HierarchyNode[]>();
  for (const node of visible) {
    const parent = ids.has(node.parentId) ? node.parentId : TREE_ROOT;
    children.set(parent, [...(children.get(parent) ?? []), node]);
  }
  const ordered: HierarchyNode[] = [];
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
export const getHierarchyUseCase: UseCase<typeof getHierarchy> = async (_input, { actor }) => {
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
