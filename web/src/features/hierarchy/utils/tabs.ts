/**
 * The hierarchy tabs (spec 2 §2): each is a route under /hierarchy and the tab follows the path;
 * /hierarchy/statement is the default.
 */
export const HIERARCHY_TABS = [
  { id: 'admin', path: 'admin' },
  { id: 'template', path: 'template' },
  { id: 'hierarchy-group-template', path: 'hierarchy-group-template' },
  { id: 'rubric', path: 'rubric' },
  { id: 'statement', path: 'statement' },
  { id: 'site-category', path: 'field-experience/site-category' },
  { id: 'label', path: 'label' },
  { id: 'site', path: 'site' },
  { id: 'log-category', path: 'log-category' },
  { id: 'report', path: 'report' },
] as const;

export type HierarchyTab = (typeof HIERARCHY_TABS)[number]['id'];

export const DEFAULT_HIERARCHY_TAB: HierarchyTab = 'statement';

export const hierarchyTabPath = (tab: HierarchyTab): string =>
  `/hierarchy/${HIERARCHY_TABS.find((entry) => entry.id === tab)?.path ?? tab}`;

/** The tab of a path below /hierarchy (`field-experience/site-category` → site-category); undefined if none. */
export function tabOfPath(rest: string | undefined): HierarchyTab | undefined {
  const wanted = (rest ?? '').replace(/^\/+|\/+$/g, '');
  return HIERARCHY_TABS.find((entry) => entry.path === wanted)?.id;
}
