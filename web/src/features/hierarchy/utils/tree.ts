import type { HierarchyNode } from '@tessera/shared';

/** The flat node list of GET /api/hierarchy as a tree: top-level nodes are those whose parent is not loaded. */
export interface TreeIndex {
  byId: Map<string, HierarchyNode>;
  roots: HierarchyNode[];
  children: Map<string, HierarchyNode[]>;
}

export function indexTree(nodes: readonly HierarchyNode[]): TreeIndex {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const children = new Map<string, HierarchyNode[]>();
  const roots: HierarchyNode[] = [];
  for (const node of nodes) {
    if (node.parent !== null && byId.has(node.parent)) {
      const list = children.get(node.parent) ?? [];
      list.push(node);
      children.set(node.parent, list);
    } else {
      roots.push(node);
    }
  }
  return { byId, roots, children };
}

export function siblingsOf(index: TreeIndex, node: HierarchyNode): HierarchyNode[] {
  return node.parent !== null && index.byId.has(node.parent) ? (index.children.get(node.parent) ?? []) : index.roots;
}

/** The ids of a node's loaded ancestors, nearest last. */
export function ancestorIds(index: TreeIndex, id: string): string[] {
  const result: string[] = [];
  let current = index.byId.get(id);
  while (current && current.parent !== null && index.byId.has(current.parent)) {
    result.unshift(current.parent);
    current = index.byId.get(current.parent);
  }
  return result;
}

/**
 * Search: the nodes whose name contains the query (ignoring case and accents) and their ancestors, so each
 * match is shown in place. `undefined` when there is no query (everything shows).
 */
export function searchTree(index: TreeIndex, query: string): Set<string> | undefined {
  const wanted = fold(query.trim());
  if (wanted === '') return undefined;
  const shown = new Set<string>();
  for (const node of index.byId.values()) {
    if (fold(node.text).includes(wanted)) {
      shown.add(node.id);
      for (const ancestor of ancestorIds(index, node.id)) shown.add(ancestor);
    }
  }
  return shown;
}

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export interface VisibleRow {
  node: HierarchyNode;
  level: number;
  hasChildren: boolean;
  expanded: boolean;
}

/** The tree items a reader can reach, in document order (for arrow-key navigation). */
export function visibleRows(
  index: TreeIndex,
  expanded: ReadonlySet<string>,
  shown: Set<string> | undefined,
): VisibleRow[] {
  const rows: VisibleRow[] = [];
  const walk = (nodes: readonly HierarchyNode[], level: number) => {
    for (const node of nodes) {
      if (shown && !shown.has(node.id)) continue;
      const kids = (index.children.get(node.id) ?? []).filter((kid) => !shown || shown.has(kid.id));
      const isExpanded = kids.length > 0 && (shown !== undefined || expanded.has(node.id));
      rows.push({ node, level, hasChildren: kids.length > 0, expanded: isExpanded });
      if (isExpanded) walk(kids, level + 1);
    }
  };
  walk(index.roots, 1);
  return rows;
}
