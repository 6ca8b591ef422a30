import type { ImportColumn } from './kinds';
import { itemNameOf, type ItemRowCheck } from './named-item-rows';

/**
 * The labels file (spec 2 §3 "Label (subject)": id, name; §7): the labels of the node the import runs on
 * (`node_id`), one per row. A label's name is its key in the node (compared as the hierarchy compares names:
 * case and invisible characters ignored): a row naming a label the node has is already imported.
 */
export const LABEL_IMPORT_COLUMNS: readonly ImportColumn[] = [{ name: 'name', required: true, aliases: ['label'] }];

export const LABEL_TEMPLATE_ROWS: readonly (readonly string[])[] = [
  LABEL_IMPORT_COLUMNS.map((column) => column.name),
  ['Mathematics'],
  ['Language Arts'],
];

/** A labels row: its name (a label has no category: null, so sites and labels share one writer), or its problem. */
export const labelRowOf = (
  values: Readonly<Record<string, unknown>>,
): ItemRowCheck<{ name: string; siteCategoryId: null }> => {
  const name = itemNameOf(values);
  return name.ok ? { ok: true, value: { name: name.value, siteCategoryId: null } } : name;
};
