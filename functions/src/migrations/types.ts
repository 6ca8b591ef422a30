/**
 * A data migration (docs/adr/0028-portfolios-at-institution-scale.md §5): a change of stored shape applied to
 * the items already in the table, run by `npm run migrate` (functions/src/migrations/run-migrations.ts), which
 * records each one it has applied so a second run skips it.
 *
 * A step must be idempotent (running it again over items it already moved changes nothing) and resumable (it
 * saves a checkpoint as it goes through `context.checkpoints`, so a run stopped halfway continues where it was).
 * It writes through the repositories' transactions, so a failure halfway loses no data: an item is either still
 * in its old shape (read as before) or in its new one.
 */
export interface MigrationContext {
  /** The checkpoint a step saved for a scope (an organisation id, or `*`), or null on its first run there. */
  readCheckpoint(scope: string): Promise<string | null>;
  saveCheckpoint(scope: string, checkpoint: string): Promise<void>;
  log(message: string): void;
}

export interface Migration {
  /** Sortable and unique: `<adr number>-<what>`, e.g. `0028-portfolio-fields`. */
  id: string;
  /** One line, printed by `npm run migrate`. */
  summary: string;
  run(context: MigrationContext): Promise<void>;
}
