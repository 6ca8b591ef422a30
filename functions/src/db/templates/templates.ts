import { batchGetAttributes } from '../batch';
import { where, type Condition } from '../expressions';
import { getItem, queryItems } from '../items';
import { libraryPartition } from '../library-keys';
import { readLibraryPage, type LibraryOrder } from '../library-pages';
import { templateEntity, type Template } from './entities/template';
import { templateFolderEntity, type TemplateFolder } from './entities/template-folder';
import { templateHistoryEntity, type TemplateHistoryEntry } from './entities/template-history';
import {
  homepageTemplatesPartition,
  nodeTemplatesPartition,
  templateRowEntity,
  templateTransferRowEntity,
  type TemplateRow,
} from './entities/template-row';

export type { Template, TemplatePage, TemplatePerson, TemplateSettings, TemplateTransfer } from './entities/template';
export type { TemplateFolder } from './entities/template-folder';
export type { TemplateHistoryEntry } from './entities/template-history';
export type { TemplateRow } from './entities/template-row';
export { rowOf } from './entities/template-row';

/** Access pattern "template by id": GetItem `ORG#<orgId>` / `TEMPLATE#<templateId>`. */
export function getTemplate(
  organizationId: string,
  templateId: string,
  options: { consistent?: boolean } = {},
): Promise<Template | null> {
  return getItem(templateEntity, { organizationId, templateId }, options);
}

/**
 * Access pattern "templates' pages by ids": BatchGetItem `ORG#<orgId>` / `TEMPLATE#<templateId>` reading only
 * the id, title and pages (100 keys a request, the requests in parallel): what the reports map standards from.
 */
export function getTemplatePages(
  organizationId: string,
  templateIds: readonly string[],
): Promise<Pick<Template, 'templateId' | 'title' | 'pages'>[]> {
  if (templateIds.length === 0) return Promise.resolve([]);
  return batchGetAttributes(
    templateEntity,
    templateIds.map((templateId) => ({ organizationId, templateId })),
    ['templateId', 'title', 'pages'],
  );
}

/**
 * Access pattern "a page of a node's templates": Query byLibraryTitle (title order) or byLibraryRecent (newest
 * first) `gsi3pk`/`gsi4pk = ORG#<orgId>#LIBRARY#TEMPLATES#NODE#<nodeId>`: the node's template rows and the
 * transfer rows waiting on it, filtered by folder and a title search (`contains(titleKey, :q)`), pages read
 * until `pageSize` rows match or five reads have passed (db/library-pages.ts). `folder`: a folder id (rows filed
 * there), `none` (rows in no folder, and the transfers waiting), or null (everything). Throws InvalidCursorError
 * for a cursor that is not a key of that index and partition.
 */
export async function listNodeTemplatesPage(
  organizationId: string,
  nodeId: string,
  options: { order: LibraryOrder; folder: string | null; search: string; pageSize: number; cursor: string | null },
): Promise<{ rows: { row: TemplateRow; incoming: boolean }[]; cursor: string | null; more: boolean }> {
  const filters: Condition[] = [];
  if (options.folder === 'none') {
    filters.push(where.or(where.notExists('folderId'), where.beginsWith('sk', 'TEMPLATE_TRANSFER#')));
  } else if (options.folder) {
    filters.push(where.eq('folderId', options.folder), where.beginsWith('sk', 'TEMPLATE_ROW#'));
  }
  if (options.search) filters.push(where.contains('titleKey', options.search));
  // DynamoDB refuses parentheses around a lone condition: one filter stands alone.
  const filter = filters.length > 1 ? where.and(...filters) : filters[0];
  const page = await readLibraryPage({
    order: options.order,
    partition: libraryPartition(organizationId, 'TEMPLATES', nodeId),
    ...(filter ? { filter } : {}),
    pageSize: options.pageSize,
    cursor: options.cursor,
  });
  return {
    rows: page.items.map((stored) => {
      const incoming = String(stored.sk).startsWith('TEMPLATE_TRANSFER#');
      return { row: (incoming ? templateTransferRowEntity : templateRowEntity).fromStored(stored), incoming };
    }),
    cursor: page.cursor,
    more: page.more,
  };
}

/**
 * Access pattern "a node's template folders": Query (all pages) byRelation `ORG#<orgId>#TEMPLATES#NODE#<nodeId>`,
 * `begins_with(gsi1sk, FOLDER#)` (a node holds a handful).
 */
export async function listNodeTemplateFolders(organizationId: string, nodeId: string): Promise<TemplateFolder[]> {
  const { items } = await queryItems(templateFolderEntity, {
    index: 'byRelation',
    partition: nodeTemplatesPartition(organizationId, nodeId),
    prefix: 'FOLDER#',
    all: true,
  });
  return items;
}

/** Access pattern "published group homepage templates": Query (all pages) of byListing `ORG#<orgId>#TEMPLATES#HOMEPAGE`. */
export async function listHomepageTemplateRows(organizationId: string): Promise<TemplateRow[]> {
  const { items } = await queryItems(templateRowEntity, {
    index: 'byListing',
    partition: homepageTemplatesPartition(organizationId),
    all: true,
  });
  return items;
}

/** Access pattern "a template's history": Query `pk = ORG#<orgId> AND begins_with(sk, TEMPLATE_HISTORY#<id>#)`, newest first. */
export async function listTemplateHistory(organizationId: string, templateId: string): Promise<TemplateHistoryEntry[]> {
  const { items } = await queryItems(templateHistoryEntity, {
    partition: `ORG#${organizationId}`,
    prefix: `TEMPLATE_HISTORY#${templateId}#`,
    order: 'desc',
    all: true,
  });
  return items;
}

/** Access pattern "template folder by id": GetItem `ORG#<orgId>` / `TEMPLATE_FOLDER#<folderId>`. */
export function getTemplateFolder(
  organizationId: string,
  folderId: string,
  options: { consistent?: boolean } = {},
): Promise<TemplateFolder | null> {
  return getItem(templateFolderEntity, { organizationId, folderId }, options);
}
