import { randomUUID } from 'node:crypto';
import { readAppliedMigration } from '../../src/db/system/migrations';
import { runMigrations } from '../../src/migrations/run-migrations';
import type { Migration, MigrationContext } from '../../src/migrations/types';

/** A step over a list of "items" that saves a checkpoint after each and can be told to fail at one. */
function countingStep(
  id: string,
  items: string[],
  done: string[],
  failAt?: { item: string; times: number },
): Migration {
  return {
    id,
    summary: `counts ${items.length} items`,
    async run(context: MigrationContext) {
      const after = await context.readCheckpoint('*');
      for (const item of items) {
        if (after !== null && item <= after) continue;
        if (failAt?.item === item && failAt.times > 0) {
          failAt.times -= 1;
          throw new Error(`stopped at ${item}`);
        }
        done.push(item);
        await context.saveCheckpoint('*', item);
      }
    },
  };
}

describe('npm run migrate (runMigrations)', () => {
  const fixedNow = () => new Date('2026-11-28T12:00:00.000Z');

  it('applies each migration once, in id order, and records it; a second run skips it', async () => {
    const prefix = `test-${randomUUID()}`;
    const order: string[] = [];
    const second = countingStep(`${prefix}-2`, ['a'], order);
    const first = countingStep(`${prefix}-1`, ['x', 'y'], order);

    const run = await runMigrations({ migrations: [second, first], now: fixedNow });
    expect(run).toEqual({ applied: [`${prefix}-1`, `${prefix}-2`], skipped: [] });
    expect(order).toEqual(['x', 'y', 'a']);
    await expect(readAppliedMigration(`${prefix}-1`)).resolves.toEqual({
      migrationId: `${prefix}-1`,
      summary: 'counts 2 items',
      appliedAt: '2026-11-28T12:00:00.000Z',
    });

    const again = await runMigrations({ migrations: [first, second], now: fixedNow });
    expect(again).toEqual({ applied: [], skipped: [`${prefix}-1`, `${prefix}-2`] });
    expect(order).toEqual(['x', 'y', 'a']);
  });

  it('a step that fails halfway is not recorded, and the next run resumes after its checkpoint', async () => {
    const id = `test-${randomUUID()}`;
    const done: string[] = [];
    const step = countingStep(id, ['1', '2', '3', '4'], done, { item: '3', times: 1 });

    await expect(runMigrations({ migrations: [step], now: fixedNow })).rejects.toThrow('stopped at 3');
    expect(done).toEqual(['1', '2']);
    await expect(readAppliedMigration(id)).resolves.toBeNull();

    await expect(runMigrations({ migrations: [step], now: fixedNow })).resolves.toEqual({
      applied: [id],
      skipped: [],
    });
    expect(done).toEqual(['1', '2', '3', '4']);
  });
});
