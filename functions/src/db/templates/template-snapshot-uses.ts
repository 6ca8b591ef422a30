import { cursorAfter, queryStored, updateItem } from '../items';
import { upsert, type WritePart } from '../transaction';
import {
  snapshotUseSortKey,
  templateSnapshotsPartition,
  templateSnapshotUseEntity,
  type TemplateSnapshotUse,
} from './entities/template-snapshot-use';

export type { TemplateSnapshotUse } from './entities/template-snapshot-use';

/** What a counter is created with by whichever write comes first (an UpdateItem writes only what it names). */
function initial(
  organizationId: string,
  templateId: string,
  snapshotId: string,
  publishedAt: string,
  templateVersion: number | null,
) {
  return {
    organizationId,
    templateId,
    snapshotId,
    publishedAt,
    ...(templateVersion === null ? {} : { templateVersion }),
    gsi1pk: templateSnapshotsPartition(organizationId, templateId),
    gsi1sk: snapshotUseSortKey(publishedAt, snapshotId),
    _et: templateSnapshotUseEntity.name,
  };
}

/**
 * A portfolio put on a snapshot (+1) or taken off one (−1): the counter's part, to join to the portfolio's own
 * transaction (ports/templates.ts). Created at `at` if the template never published it through a counted write.
 */
export function snapshotUseChange(
  organizationId: string,
  templateId: string,
  snapshotId: string,
  delta: 1 | -1,
  at: string,
): WritePart {
  return upsert(
    templateSnapshotUseEntity,
    { organizationId, templateId, snapshotId },
    { init: initial(organizationId, templateId, snapshotId, at, null), add: { portfolioCount: delta } },
  );
}

/**
 * A snapshot the template publishes: its counter created (count 0) with when and at which template version, in
 * the template's transaction; a counter a portfolio created first keeps its date.
 */
export function snapshotPublishedPart(
  organizationId: string,
  templateId: string,
  snapshotId: string,
  publishedAt: string,
  templateVersion: number,
): WritePart {
  return upsert(
    templateSnapshotUseEntity,
    { organizationId, templateId, snapshotId },
    {
      init: initial(organizationId, templateId, snapshotId, publishedAt, templateVersion),
      add: { portfolioCount: 0 },
    },
  );
}

/** The migration's count (0028-snapshot-counts): set, not added, so running it again changes nothing. */
export async function setSnapshotUseCount(
  organizationId: string,
  templateId: string,
  snapshotId: string,
  count: number,
  publishedAt: string,
): Promise<void> {
  await updateItem(
    templateSnapshotUseEntity,
    { organizationId, templateId, snapshotId },
    { set: { portfolioCount: count }, init: initial(organizationId, templateId, snapshotId, publishedAt, null) },
    { upsert: true },
  );
}

export const SNAPSHOT_PAGE_SIZE = 25;

/**
 * Access pattern "a template's snapshots with their portfolio counts" (ADR 0028 §2): Query byRelation
 * `ORG#<orgId>#TEMPLATE#<templateId>#SNAPSHOTS`, newest first, 26 items from `cursor` (the 26th only says
 * whether more follow). One round trip whatever the template's history. A cursor of another partition is
 * InvalidCursorError.
 */
export async function listTemplateSnapshotUses(
  organizationId: string,
  templateId: string,
  cursor: string | null,
  size = SNAPSHOT_PAGE_SIZE,
): Promise<{ items: TemplateSnapshotUse[]; cursor: string | null }> {
  const page = await queryStored({
    index: 'byRelation',
    partition: templateSnapshotsPartition(organizationId, templateId),
    order: 'desc',
    limit: size + 1,
    cursor,
  });
  const shown = page.items.slice(0, size);
  const last = shown[shown.length - 1];
  return {
    items: shown.map((stored) => templateSnapshotUseEntity.fromStored(stored)),
    cursor: page.items.length > size && last ? cursorAfter(last, 'byRelation') : null,
  };
}
