import { cleanName, nameKey } from '../text/names';
import type { ImportColumn } from './kinds';
import { itemNameOf, itemRowProblem, type ItemRowCheck } from './named-item-rows';

/**
 * The sites file (spec 2 §3 "Site": id, name, site_category; §7 field experience): the sites of the node the
 * import runs on (`node_id`), one per row, e.g. a district's school list. A site's name is its key in the node
 * (compared as the hierarchy compares names): a row naming a site the node has sets that site's category as
 * the row says. `site_category` names one of the node's site categories (by name, any case), or is left empty.
 */
export const SITE_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { name: 'name', required: true, aliases: ['site', 'site_name', 'school_name'] },
  { name: 'site_category', required: false, aliases: ['category'] },
];

export const SITE_TEMPLATE_ROWS: readonly (readonly string[])[] = [
  SITE_IMPORT_COLUMNS.map((column) => column.name),
  ['Riverside Elementary', ''],
  ['Lincoln High School', ''],
];

export interface SiteRow {
  name: string;
  /** The node's site category the row names, or null. */
  siteCategoryId: string | null;
}

/**
 * A sites row: its name and category, or the row's problem. `categories` holds the node's site categories'
 * ids by their names' nameKey.
 */
export function siteRowOf(
  values: Readonly<Record<string, unknown>>,
  categories: ReadonlyMap<string, string>,
): ItemRowCheck<SiteRow> {
  const name = itemNameOf(values);
  if (!name.ok) return name;
  const categoryName = cleanName(String(values.site_category ?? ''));
  if (categoryName === '') return { ok: true, value: { name: name.value, siteCategoryId: null } };
  const siteCategoryId = categories.get(nameKey(categoryName));
  if (!siteCategoryId) return itemRowProblem('unknown_site_category', 'site_category', { name: categoryName });
  return { ok: true, value: { name: name.value, siteCategoryId } };
}
