import * as z from 'zod/mini';
import { defineEntity } from '../entity';
import { createItem, getItem, putItem } from '../items';
import { recordSchema, type RecordOf } from '../records';

/**
 * What `npm run migrate` has applied to this table (functions/src/migrations/run-migrations.ts), and where an
 * unfinished step stands. Both live in one small partition of their own, outside every organisation.
 */
const appliedMigrationRecord = recordSchema(() =>
  z.object({ migrationId: z.string(), summary: z.string(), appliedAt: z.string() }),
);
export type AppliedMigration = RecordOf<typeof appliedMigrationRecord>;

export const appliedMigrationEntity = defineEntity<AppliedMigration>()({
  name: 'appliedMigration',
  keyFields: ['migrationId'],
  key: ({ migrationId }) => ({ pk: 'MIGRATIONS', sk: `APPLIED#${migrationId}` }),
  record: appliedMigrationRecord,
});

/** A step's progress in one scope (an organisation, or `*`): the opaque checkpoint the step saved last. */
const migrationCheckpointRecord = recordSchema(() =>
  z.object({ migrationId: z.string(), scope: z.string(), checkpoint: z.string(), savedAt: z.string() }),
);
export type MigrationCheckpoint = RecordOf<typeof migrationCheckpointRecord>;

export const migrationCheckpointEntity = defineEntity<MigrationCheckpoint>()({
  name: 'migrationCheckpoint',
  keyFields: ['migrationId', 'scope'],
  key: ({ migrationId, scope }) => ({ pk: 'MIGRATIONS', sk: `CHECKPOINT#${migrationId}#${scope}` }),
  record: migrationCheckpointRecord,
});

/** Access pattern "was this migration applied": GetItem (consistent: a run that just finished counts). */
export async function readAppliedMigration(migrationId: string): Promise<AppliedMigration | null> {
  return getItem(appliedMigrationEntity, { migrationId }, { consistent: true });
}

/** Records a finished migration once; false when another run recorded it first. */
export async function recordAppliedMigration(applied: AppliedMigration): Promise<boolean> {
  return (await createItem(appliedMigrationEntity, applied)) === 'created';
}

export async function readMigrationCheckpoint(migrationId: string, scope: string): Promise<string | null> {
  const found = await getItem(migrationCheckpointEntity, { migrationId, scope }, { consistent: true });
  return found?.checkpoint ?? null;
}

export async function saveMigrationCheckpoint(checkpoint: MigrationCheckpoint): Promise<void> {
  await putItem(migrationCheckpointEntity, checkpoint);
}
