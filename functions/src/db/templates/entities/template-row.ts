import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { libraryKeys } from '../../library-keys';
import { recordSchema, type RecordOf } from '../../records';
import { templateRecord, type Template } from './template';

/**
 * A template's list row: everything a list shows, without pages, components or content, so a node's list is
 * one small Query whatever the templates hold. Written (Put) in the same transaction as every change of its
 * template. Two kinds share the shape:
 * - the row (`TEMPLATE_ROW#<id>`), listed on its node (byRelation `ORG#<orgId>#TEMPLATES#NODE#<nodeId>`,
 *   `TEMPLATE#<id>`), and, for a published group homepage template, in the homepage listing (byListing
 *   `ORG#<orgId>#TEMPLATES#HOMEPAGE`);
 * - the transfer row (`TEMPLATE_TRANSFER#<id>`), listed on the node a transfer waits on (`TRANSFER#<id>`),
 *   written and deleted with the template's `transfer`.
 * Both are in their node's library (byLibraryTitle, byLibraryRecent: db/library-keys.ts), which the template list
 * reads a page of (ADR 0028 §4); every row attribute is in the library indexes' projection.
 */
export const templateRowRecord = recordSchema(() =>
  z.extend(
    // The snapshot id is the portfolios' (ADR 0028 §2): no list shows it, and the library indexes do not project it.
    z.omit(templateRecord(), {
      pages: true,
      dataTemplates: true,
      content: true,
      abstract: true,
      settings: true,
      snapshotId: true,
    }),
    {
      pagesCount: z.number(),
      componentsCount: z.number(),
    },
  ),
);
export type TemplateRow = RecordOf<typeof templateRowRecord>;

export const nodeTemplatesPartition = (organizationId: string, nodeId: string): string =>
  `ORG#${organizationId}#TEMPLATES#NODE#${nodeId}`;
export const homepageTemplatesPartition = (organizationId: string): string =>
  `ORG#${organizationId}#TEMPLATES#HOMEPAGE`;

export function rowOf(template: Template): TemplateRow {
  const {
    pages,
    dataTemplates: _data,
    content: _content,
    abstract: _abstract,
    settings: _settings,
    snapshotId: _snapshot,
    ...row
  } = template;
  return {
    ...row,
    pagesCount: pages.length,
    componentsCount: pages.reduce((sum, page) => sum + page.components.length, 0),
  };
}

const ROW_DEFAULTS = {
  description: '',
  previousState: null,
  theme: 'template_blank',
  templateThemeId: null,
  folderId: null,
  rolesAllowedMoveToDone: [],
  rubricIds: [],
  author: null,
  transfer: null,
  usageCount: 0,
  version: 1,
  pagesCount: 0,
  componentsCount: 0,
} satisfies Partial<TemplateRow>;

export const templateRowEntity = defineEntity<TemplateRow>()({
  name: 'templateRow',
  keyFields: ['organizationId', 'templateId'],
  key: ({ organizationId, templateId }) => ({ pk: `ORG#${organizationId}`, sk: `TEMPLATE_ROW#${templateId}` }),
  indexes: (row) => ({
    gsi1pk: nodeTemplatesPartition(row.organizationId, row.nodeId),
    gsi1sk: `TEMPLATE#${row.templateId}`,
    ...libraryKeys('TEMPLATES', { ...row, id: row.templateId }),
    ...(row.state === 'published' && row.workflowId === 'GroupHomepageWorkflow'
      ? { gsi2pk: homepageTemplatesPartition(row.organizationId), gsi2sk: `TEMPLATE#${row.templateId}` }
      : {}),
  }),
  defaults: ROW_DEFAULTS,
  record: templateRowRecord,
});

export const templateTransferRowEntity = defineEntity<TemplateRow>()({
  name: 'templateTransferRow',
  keyFields: ['organizationId', 'templateId'],
  key: ({ organizationId, templateId }) => ({
    pk: `ORG#${organizationId}`,
    sk: `TEMPLATE_TRANSFER#${templateId}`,
  }),
  indexes: (row) =>
    row.transfer
      ? {
          gsi1pk: nodeTemplatesPartition(row.organizationId, row.transfer.toNodeId),
          gsi1sk: `TRANSFER#${row.templateId}`,
          ...libraryKeys('TEMPLATES', { ...row, id: row.templateId, nodeId: row.transfer.toNodeId }),
        }
      : {},
  defaults: ROW_DEFAULTS,
  record: templateRowRecord,
});
