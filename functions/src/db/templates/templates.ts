import { batchGetAttributes } from '../batch';
import { getItem, queryItems, queryStored } from '../items';
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
 * Access pattern "a node's templates": one Query (all pages) of byRelation `ORG#<orgId>#TEMPLATES#NODE#<nodeId>`:
 * the rows of the templates on the node (`TEMPLATE#`), the transfers waiting on it (`TRANSFER#`) and its
 * template folders (`FOLDER#`).
 */
export async function listNodeTemplates(
  organizationId: string,
  nodeId: string,
): Promise<{ rows: TemplateRow[]; incoming: TemplateRow[]; folders: TemplateFolder[] }> {
  const { items } = await queryStored({
    index: 'byRelation',
    partition: nodeTemplatesPartition(organizationId, nodeId),
    all: true,
  });
  const rows: TemplateRow[] = [];
  const incoming: TemplateRow[] = [];
  const folders: TemplateFolder[] = [];
  for (const stored of items) {
    const sortKey = String(stored.gsi1sk);
    if (sortKey.startsWith('TEMPLATE#')) rows.push(templateRowEntity.fromStored(stored));
    else if (sortKey.startsWith('TRANSFER#')) incoming.push(templateTransferRowEntity.fromStored(stored));
    else if (sortKey.startsWith('FOLDER#')) folders.push(templateFolderEntity.fromStored(stored));
  }
  return { rows, incoming, folders };
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
