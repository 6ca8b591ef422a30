import { batchGetAttributes } from '../db/batch';
import { queryItems } from '../db/items';
import { portfolioEntity } from '../db/portfolios/entities/portfolio';
import { templateSnapshotEntity } from '../db/templates/entities/template-snapshot';
import { setSnapshotUseCount } from '../db/templates/template-snapshot-uses';
import { organisationIds } from './0028-portfolio-storage';
import type { Migration, MigrationContext } from './types';

/**
 * ADR 0028 §2: the counters of portfolios per template snapshot (`templateSnapshotUse`, what a template's admin
 * screen lists) for the portfolios written before the writes kept them. For each organisation, its portfolio
 * heads are read a page at a time (Query `ORG#<orgId>`, `begins_with(sk, PORTFOLIO#)`, consistent) and counted
 * by template × snapshot (portfolios made from a template; evidence has none); the counts so far and the page's
 * cursor are the checkpoint after each page, so a stopped run resumes where it was. Once every page is counted,
 * each counter is SET (not added) to its count, with the snapshot's creation date as its date where the
 * template never published it through a counted write: running the step again writes the same numbers.
 *
 * A portfolio moved between the Query of its page and the counters' write (an open that follows a newer
 * version) can be counted on the snapshot it left; running the step again recounts. The checkpoint holds one
 * entry per snapshot in use (about 140 bytes each: thousands fit in an item).
 */
const PAGE_SIZE = 100;
const DONE = 'done';

interface Progress {
  cursor: string | null;
  /** `<templateId> <snapshotId>` → portfolios counted so far. */
  counts: Record<string, number>;
  /** Every page is counted: what is left is writing the counters. */
  counted: boolean;
}

async function writeCounts(organizationId: string, counts: Record<string, number>): Promise<void> {
  const entries = Object.entries(counts).map(([key, count]) => {
    const [templateId, snapshotId] = key.split(' ') as [string, string];
    return { templateId, snapshotId, count };
  });
  const created = await batchGetAttributes(
    templateSnapshotEntity,
    entries.map(({ templateId, snapshotId }) => ({ organizationId, templateId, snapshotId })),
    ['snapshotId', 'createdAt'],
  );
  const createdAt = new Map(created.map((snapshot) => [snapshot.snapshotId, snapshot.createdAt]));
  for (const { templateId, snapshotId, count } of entries)
    await setSnapshotUseCount(
      organizationId,
      templateId,
      snapshotId,
      count,
      createdAt.get(snapshotId) ?? new Date().toISOString(),
    );
}

async function countOrganisation(organizationId: string, context: MigrationContext): Promise<number> {
  const saved = await context.readCheckpoint(organizationId);
  if (saved === DONE) return 0;
  const progress: Progress = saved ? (JSON.parse(saved) as Progress) : { cursor: null, counts: {}, counted: false };
  while (!progress.counted) {
    const page = await queryItems(portfolioEntity, {
      partition: `ORG#${organizationId}`,
      prefix: 'PORTFOLIO#',
      limit: PAGE_SIZE,
      cursor: progress.cursor,
      consistent: true,
    });
    for (const head of page.items) {
      if (head.type !== 'portfolio' || head.templateId === null || head.snapshotId === null) continue;
      const key = `${head.templateId} ${head.snapshotId}`;
      progress.counts[key] = (progress.counts[key] ?? 0) + 1;
    }
    progress.cursor = page.cursor;
    progress.counted = page.cursor === null;
    await context.saveCheckpoint(organizationId, JSON.stringify(progress));
  }
  await writeCounts(organizationId, progress.counts);
  await context.saveCheckpoint(organizationId, DONE);
  return Object.keys(progress.counts).length;
}

export const snapshotCountsMigration: Migration = {
  id: '0028-snapshot-counts',
  summary: 'Counts of portfolios per template snapshot, for the template admin’s list of versions (ADR 0028 §2)',
  async run(context) {
    for (const organizationId of await organisationIds()) {
      const counters = await countOrganisation(organizationId, context);
      if (counters > 0) context.log(`${organizationId}: ${counters} snapshot counters set`);
    }
  },
};
