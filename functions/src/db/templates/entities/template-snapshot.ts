import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordParts, recordSchema, type RecordOf } from '../../records';
import { templatePageRecord } from './template';

/**
 * What a portfolio needs of its template, frozen (docs/adr/0028-portfolios-at-institution-scale.md §2): the
 * pages with their components' configuration and permissions, the data templates and the settings, named by
 * `snapshotId`, the sha256 of their canonical JSON (RFC 8785), so equal content is one item and an item is never
 * rewritten. Pages over SNAPSHOT_INLINE_BYTES in all are kept apart, one `templateSnapshotPage` each
 * (`pageCount` of them; `pages` is then empty). `templateId` is null for evidence items, which have no
 * template (their pages are the evidence editor's).
 */
export const templateSnapshotRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    templateId: z.nullable(z.string()),
    snapshotId: z.string(),
    pages: z.array(templatePageRecord()),
    /** Pages stored apart (0: all in `pages`). */
    pageCount: z.number(),
    dataTemplates: z.record(z.string(), z.unknown()),
    settings: recordParts.json(),
    createdAt: z.string(),
  }),
);
export type TemplateSnapshot = RecordOf<typeof templateSnapshotRecord>;

export const templateSnapshotPageRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    templateId: z.nullable(z.string()),
    snapshotId: z.string(),
    index: z.number(),
    page: templatePageRecord(),
  }),
);
export type TemplateSnapshotPage = RecordOf<typeof templateSnapshotPageRecord>;

/** Evidence items have no template: their snapshots sit under this name. */
export const snapshotTemplateKey = (templateId: string | null) => templateId ?? '-';

export const templateSnapshotEntity = defineEntity<TemplateSnapshot>()({
  name: 'templateSnapshot',
  keyFields: ['organizationId', 'templateId', 'snapshotId'],
  key: ({ organizationId, templateId, snapshotId }) => ({
    pk: `ORG#${organizationId}`,
    sk: `TEMPLATE_SNAPSHOT#${snapshotTemplateKey(templateId)}#${snapshotId}`,
  }),
  defaults: { templateId: null, pageCount: 0, dataTemplates: {}, settings: {} },
  record: templateSnapshotRecord,
});

export const snapshotPagesPrefix = (templateId: string | null, snapshotId: string) =>
  `TEMPLATE_SNAPSHOT_PAGE#${snapshotTemplateKey(templateId)}#${snapshotId}#`;

export const templateSnapshotPageEntity = defineEntity<TemplateSnapshotPage>()({
  name: 'templateSnapshotPage',
  keyFields: ['organizationId', 'templateId', 'snapshotId', 'index'],
  key: ({ organizationId, templateId, snapshotId, index }) => ({
    pk: `ORG#${organizationId}`,
    sk: `${snapshotPagesPrefix(templateId, snapshotId)}${String(index).padStart(3, '0')}`,
  }),
  defaults: { templateId: null },
  record: templateSnapshotPageRecord,
});
