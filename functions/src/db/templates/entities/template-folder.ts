import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';
import { nodeTemplatesPartition } from './template-row';

/**
 * A template folder (spec 3 §3 "Template folder": id, name) on a hierarchy node, listed with the node's
 * templates (byRelation `ORG#<orgId>#TEMPLATES#NODE#<nodeId>`, `FOLDER#<id>`). Its name is unique in the node
 * (a guard, any case). `templatesCount` counts the templates filed in it, in their own transactions: a folder
 * is deleted only empty.
 */
export const templateFolderRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    folderId: z.string(),
    nodeId: z.string(),
    name: z.string(),
    templatesCount: z.number(),
    version: z.number(),
    createdAt: z.string(),
  }),
);
export type TemplateFolder = RecordOf<typeof templateFolderRecord>;

export const templateFolderEntity = defineEntity<TemplateFolder>()({
  name: 'templateFolder',
  keyFields: ['organizationId', 'folderId'],
  key: ({ organizationId, folderId }) => ({ pk: `ORG#${organizationId}`, sk: `TEMPLATE_FOLDER#${folderId}` }),
  indexes: (folder) => ({
    gsi1pk: nodeTemplatesPartition(folder.organizationId, folder.nodeId),
    gsi1sk: `FOLDER#${folder.folderId}`,
  }),
  defaults: { templatesCount: 0, version: 1 },
  record: templateFolderRecord,
});
