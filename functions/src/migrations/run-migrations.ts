import {
  readAppliedMigration,
  readMigrationCheckpoint,
  recordAppliedMigration,
  saveMigrationCheckpoint,
} from '../db/system/migrations';
import { MIGRATIONS } from './index';
import type { Migration, MigrationContext } from './types';

export interface MigrationRun {
  applied: string[];
  /** Recorded as applied by an earlier run (or a concurrent one), so not run again. */
  skipped: string[];
}

/**
 * Applies, in id order, every migration the table has not recorded, each recorded once it has finished. A step
 * that throws stops the run with nothing recorded for it: its checkpoints stay, so the next run resumes it.
 * Two runs at once are safe because every step is idempotent; the record is written only once.
 */
export async function runMigrations(
  options: { migrations?: readonly Migration[]; now?: () => Date; log?: (line: string) => void } = {},
): Promise<MigrationRun> {
  const migrations = [...(options.migrations ?? MIGRATIONS)].sort((a, b) => a.id.localeCompare(b.id));
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  const run: MigrationRun = { applied: [], skipped: [] };
  for (const migration of migrations) {
    if (await readAppliedMigration(migration.id)) {
      run.skipped.push(migration.id);
      continue;
    }
    log(`${migration.id}: ${migration.summary}`);
    await migration.run(contextFor(migration, now, log));
    await recordAppliedMigration({
      migrationId: migration.id,
      summary: migration.summary,
      appliedAt: now().toISOString(),
    });
    run.applied.push(migration.id);
  }
  return run;
}

function contextFor(migration: Migration, now: () => Date, log: (line: string) => void): MigrationContext {
  return {
    readCheckpoint: (scope) => readMigrationCheckpoint(migration.id, scope),
    saveCheckpoint: (scope, checkpoint) =>
      saveMigrationCheckpoint({ migrationId: migration.id, scope, checkpoint, savedAt: now().toISOString() }),
    log: (message) => log(`  ${migration.id}: ${message}`),
  };
}
