import { nameKey, SITE_IMPORT_COLUMNS, siteRowOf } from '@tessera/shared';
import { readSiteCategories } from '../../../ports/hierarchy';
import type { ImportKindRules } from './kind';
import { importNodeItems, itemRowKey, requireRunNode } from './node-items';

/**
 * The sites import (shared's sites-import.ts: columns, template, row rule): the sites of the import's node by
 * name, each with one of the node's site categories (read once per chunk: one Query of the node's categories,
 * never of its sites), written by node-items.ts in groups of ~49 per transaction.
 */
export const sitesImport: ImportKindRules = {
  kind: 'sites',
  columns: SITE_IMPORT_COLUMNS,
  naturalKey: (values) => itemRowKey(values.name),
  async importRows(organizationId, rows, run) {
    const nodeId = requireRunNode(run);
    const categories = new Map(
      (await readSiteCategories(organizationId, nodeId)).map((category) => [nameKey(category.name), category.itemId]),
    );
    return importNodeItems(organizationId, nodeId, 'site', rows, (values) => siteRowOf(values, categories));
  },
};
