import { organisationIdsPage } from '../db/identity/organisations';
import { backfillRubricsPage } from '../db/rubrics/rubric-backfill';
import { backfillTemplateRowsPage } from '../db/templates/template-row-backfill';
import type { Migration, MigrationContext } from './types';

/** The kinds of item brought to the library shape, in order (a checkpoint names its index here). */
const STEPS: readonly ((
  organizationId: string,
  cursor: string | null,
) => Promise<{ changed: number; cursor: string | null }>)[] = [
  (organizationId, cursor) => backfillRubricsPage(organizationId, 'rubrics', cursor),
  (organizationId, cursor) => backfillRubricsPage(organizationId, 'transfers', cursor),
  (organizationId, cursor) => backfillTemplateRowsPage(organizationId, 'rows', cursor),
  (organizationId, cursor) => backfillTemplateRowsPage(organizationId, 'transfers', cursor),
];

/**
 * ADR 0028 §4: lists read a page of the library indexes (byLibraryTitle, byLibraryRecent), which hold only items
 * carrying their keys. This step gives the rubrics, rubric transfer copies, template rows and template transfer
 * rows written before them their keys, and each rubric its outline (what a list row shows of the definition).
 *
 * Idempotent: an item already in its library shape is left alone (db/library-backfill.ts compares what it holds with what its entity writes), and each
 * write is conditioned on the version and `updatedAt` it read. Resumable: per organisation it saves, after each
 * page, the kind it is on and where the next page starts (`<kind index>:<cursor>`, `done` at the end), and the
 * organisations' own listing cursor under `*`.
 */
type Checkpoint = { kind: number; cursor: string | null } | 'done';

const parse = (saved: string | null): Checkpoint => {
  if (saved === 'done') return 'done';
  if (!saved) return { kind: 0, cursor: null };
  const at = saved.indexOf(':');
  return { kind: Number(saved.slice(0, at)), cursor: saved.slice(at + 1) || null };
};

async function migrateOrganisation(context: MigrationContext, organizationId: string): Promise<void> {
  let checkpoint = parse(await context.readCheckpoint(organizationId));
  let changed = 0;
  while (checkpoint !== 'done') {
    const { kind, cursor } = checkpoint;
    const step = STEPS[kind];
    if (!step) {
      checkpoint = 'done';
    } else {
      const page = await step(organizationId, cursor);
      changed += page.changed;
      checkpoint = page.cursor ? { kind, cursor: page.cursor } : { kind: kind + 1, cursor: null };
    }
    await context.saveCheckpoint(
      organizationId,
      checkpoint === 'done' ? 'done' : `${checkpoint.kind}:${checkpoint.cursor ?? ''}`,
    );
  }
  if (changed > 0) context.log(`${organizationId}: ${changed} library items given their index keys`);
}

export const libraryIndexesMigration: Migration = {
  id: '0028-library-indexes',
  summary: 'Library index keys and rubric outlines on rubrics and template rows (lists read sorted pages)',
  async run(context) {
    const saved = await context.readCheckpoint('*');
    if (saved === 'done') return;
    let cursor: string | null = saved || null;
    do {
      const page = await organisationIdsPage(cursor);
      for (const organizationId of page.ids) await migrateOrganisation(context, organizationId);
      cursor = page.cursor;
      await context.saveCheckpoint('*', cursor ?? 'done');
    } while (cursor);
  },
};
