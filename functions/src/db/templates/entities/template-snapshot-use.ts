import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

/**
 * How many portfolios run one snapshot of a template (docs/adr/0028-portfolios-at-institution-scale.md §2): a
 * counter per template × snapshot, moved ± 1 in the transaction of every write that puts a portfolio on a
 * snapshot or takes it off one (its creation, following a newer version, an accepted offer), and created when
 * the template publishes the snapshot (`publishedAt`, `templateVersion`). An upsert: whichever write comes first
 * creates it, so a snapshot in use before counts were kept gets its item from the migration
 * (functions/src/migrations/0028-snapshot-counts.ts) or its next move. Listed newest first on byRelation
 * `ORG#<orgId>#TEMPLATE#<templateId>#SNAPSHOTS` / `<publishedAt>#<snapshotId>`.
 */
export const templateSnapshotUseRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    templateId: z.string(),
    snapshotId: z.string(),
    /** When the template published it (or, for one in use before, when its first portfolio was counted). */
    publishedAt: z.string(),
    /** The template's version when it published it; null where not known. */
    templateVersion: z.nullable(z.number()),
    portfolioCount: z.number(),
  }),
);
export type TemplateSnapshotUse = RecordOf<typeof templateSnapshotUseRecord>;

export const templateSnapshotsPartition = (organizationId: string, templateId: string) =>
  `ORG#${organizationId}#TEMPLATE#${templateId}#SNAPSHOTS`;

export const snapshotUseSortKey = (publishedAt: string, snapshotId: string) => `${publishedAt}#${snapshotId}`;

export const templateSnapshotUseEntity = defineEntity<TemplateSnapshotUse>()({
  name: 'templateSnapshotUse',
  keyFields: ['organizationId', 'templateId', 'snapshotId'],
  key: ({ organizationId, templateId, snapshotId }) => ({
    pk: `ORG#${organizationId}`,
    sk: `TEMPLATE_SNAPSHOT_USE#${templateId}#${snapshotId}`,
  }),
  indexes: (use) => ({
    gsi1pk: templateSnapshotsPartition(use.organizationId, use.templateId),
    gsi1sk: snapshotUseSortKey(use.publishedAt, use.snapshotId),
  }),
  defaults: { templateVersion: null, portfolioCount: 0 },
  record: templateSnapshotUseRecord,
});
