import { LABEL_IMPORT_COLUMNS, labelRowOf } from '@tessera/shared';
import type { ImportKindRules } from './kind';
import { importNodeItems, itemRowKey, requireRunNode } from './node-items';

/** The labels import (shared's labels-import.ts): the labels of the import's node by name (node-items.ts). */
export const labelsImport: ImportKindRules = {
  kind: 'labels',
  columns: LABEL_IMPORT_COLUMNS,
  naturalKey: (values) => itemRowKey(values.name),
  importRows: (organizationId, rows, run) =>
    importNodeItems(organizationId, requireRunNode(run), 'label', rows, labelRowOf),
};
