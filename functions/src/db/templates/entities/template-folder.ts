import { defineEntity } from '../../entity';
import { nodeTemplatesPartition } from './template-row';

/**
 * A template folder (spec 3 §3 "Template folder": id, name) on a hierarchy node, listed with the node's
 * templates (byRelation `ORG#<orgId>#TEMPLATES#NODE#<nodeId>`, `FOLDER#<id>`). Its name is unique in the node
 * (a guard, any case). `templatesCount` counts the templates filed in it, in their own transactions: a folder
 * is deleted only empty.
 */
export interface TemplateFolder {
  organizationId: string;
  folderId: string;
  nodeId: string;
  name: string;
  templatesCount: number;
  version: number;
  createdAt: string;
}

export const templateFolderEntity = defineEntity<TemplateFolder>()({
  name: 'templateFolder',
  keyFields: ['organizationId', 'folderId'],
  key: ({ organizationId, folderId }) => ({ pk: `ORG#${organizationId}`, sk: `TEMPLATE_FOLDER#${folderId}` }),
  indexes: (folder) => ({
    gsi1pk: nodeTemplatesPartition(folder.organizationId, folder.nodeId),
    gsi1sk: `FOLDER#${folder.folderId}`,
  }),
  defaults: { templatesCount: 0, version: 1 },
});
