import type { HierarchyNode as HierarchyNodeView } from '@tessera/shared';
import type { HierarchyItem } from '../../db/hierarchy/items';
import { TOP_PARENT, type HierarchyNode, type NodeAdmin } from '../../db/hierarchy/nodes';
import type { Term } from '../../db/hierarchy/terms';
import { canManageNode, nodeAuthority, type TreeView } from './authority';

// Statement sets are shown the same way by every context that lists them (rubrics' alignment picker, templates).
export { presentStatement, presentStatementSet } from '../../ports/hierarchy';

/** How the hierarchy context's records look in its contracts' responses. */
export function presentNode(view: TreeView, node: HierarchyNode, visibleIds?: ReadonlySet<string>): HierarchyNodeView {
  const parentVisible = node.parentId !== TOP_PARENT && (visibleIds ? visibleIds.has(node.parentId) : true);
  return {
    id: node.nodeId,
    text: node.text,
    parent: parentVisible ? node.parentId : null,
    path: node.path,
    state: node.state,
    platform_mountable_type: node.mountableType,
    node_authority: nodeAuthority(view, node),
    child_authority: canManageNode(view, node),
  };
}

export const presentAdmin = (admin: NodeAdmin) => ({
  id: admin.userId,
  first_name: admin.firstName,
  last_name: admin.lastName,
  email: admin.email,
  username: admin.email,
  role: admin.role,
});

/** A label, site category or log category without its kind's extras. */
export const presentNamedItem = (item: HierarchyItem) => ({ id: item.itemId, name: item.name, node_id: item.nodeId });

export const presentLogCategory = (item: HierarchyItem) => ({
  ...presentNamedItem(item),
  is_referenced: item.referenceCount > 0,
});

/** A site with its category (looked up among the node's site categories). */
export function presentSite(item: HierarchyItem, categories: ReadonlyMap<string, HierarchyItem>) {
  const category = item.siteCategoryId ? categories.get(item.siteCategoryId) : undefined;
  return { ...presentNamedItem(item), site_category: category ? { id: category.itemId, name: category.name } : null };
}

export const presentTerm = (
  term: Pick<Term, 'termId' | 'code' | 'name' | 'startDate' | 'endDate' | 'includeAcademicData'>,
) => ({
  id: term.termId,
  code: term.code,
  name: term.name,
  start_date: term.startDate,
  end_date: term.endDate,
  include_academic_data: term.includeAcademicData,
});
