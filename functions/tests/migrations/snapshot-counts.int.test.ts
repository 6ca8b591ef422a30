/**
 * Migration 0028-snapshot-counts (docs/adr/0028-portfolios-at-institution-scale.md §2, §5): portfolios written
 * before the counters of portfolios per template snapshot existed get counted. The old state is seeded directly
 * (the template's counters deleted, one left wrong), the step is stopped after its first checkpoint, resumed,
 * run again from nothing, and the admin's list reads the same counts each time.
 */
import { getTemplate, listTemplateSnapshots, publishTemplate, updateTemplate, type Template } from '@tessera/shared';
import { deleteItem, putItem, queryStored } from '../../src/db/items';
import {
  templateSnapshotsPartition,
  templateSnapshotUseEntity,
} from '../../src/db/templates/entities/template-snapshot-use';
import { clearSnapshotCache } from '../../src/db/templates/template-snapshots';
import { MIGRATIONS } from '../../src/migrations';
import { snapshotCountsMigration } from '../../src/migrations/0028-snapshot-counts';
import type { MigrationContext } from '../../src/migrations/types';
import { invoke } from '../support/invoke';
import { createdPortfolio, freshUser, publishedEportfolioTemplate } from '../portfolios/support';
import { templateBody } from '../templates/support';

const ORG = 'org_demo';
const FIELD = { component_id: 'textfield-1', type: 'textfield', label: 'Your school' };

/** A checkpoint store as the runner keeps one; `stopAfter` throws after that many saves (a run stopped halfway). */
function migrationContext(stopAfter = Infinity) {
  const checkpoints = new Map<string, string>();
  let saves = 0;
  const context: MigrationContext = {
    readCheckpoint: (scope) => Promise.resolve(checkpoints.get(scope) ?? null),
    saveCheckpoint: (scope, checkpoint) => {
      checkpoints.set(scope, checkpoint);
      saves += 1;
      if (saves >= stopAfter) return Promise.reject(new Error('stopped'));
      return Promise.resolve();
    },
    log: () => undefined,
  };
  return { context, checkpoints };
}

async function republished(templateId: string): Promise<void> {
  const read = await invoke<Template>(getTemplate, { as: 'admin', path: { id: templateId } });
  const saved = await invoke<Template>(updateTemplate, {
    as: 'admin',
    path: { id: templateId },
    body: templateBody(read.body.title, {
      workflow: 'EportfolioWorkflow',
      page_templates: [{ id: 'page-1', title: 'Counted', components: [{ ...FIELD, label: 'Your placement' }] }],
      version: read.body.version,
    }),
  });
  if (saved.body.state !== 'published')
    await invoke(publishTemplate, { as: 'admin', path: { id: templateId }, body: { version: saved.body.version } });
  clearSnapshotCache();
}

const counts = async (templateId: string) => {
  const answer = await invoke<{ items: { snapshot_id: string; portfolio_count: number }[] }>(listTemplateSnapshots, {
    as: 'admin',
    path: { id: templateId },
  });
  return Object.fromEntries(answer.body.items.map((item) => [item.snapshot_id, item.portfolio_count]));
};

describe('migration 0028-snapshot-counts', () => {
  it('is listed after the storage step', () => {
    const ids = MIGRATIONS.map((migration) => migration.id);
    expect(ids.indexOf('0028-snapshot-counts')).toBeGreaterThan(ids.indexOf('0028-portfolio-storage'));
  });

  it('counts the portfolios on each snapshot from the old state, resumably and idempotently', async () => {
    const templateId = await publishedEportfolioTemplate('Counted', [FIELD]);
    for (const _ of [1, 2]) await createdPortfolio(await freshUser(), templateId);
    await republished(templateId);
    await createdPortfolio(await freshUser(), templateId);
    const expected = await counts(templateId);
    expect(Object.values(expected).sort()).toEqual([1, 2]);

    // The old state: no counters at all for this template but one, and that one wrong.
    const { items } = await queryStored({
      index: 'byRelation',
      partition: templateSnapshotsPartition(ORG, templateId),
    });
    const uses = items.map((stored) => templateSnapshotUseEntity.fromStored(stored));
    const [kept, ...rest] = uses;
    for (const use of rest) await deleteItem(templateSnapshotUseEntity, use);
    if (kept) await putItem(templateSnapshotUseEntity, { ...kept, portfolioCount: 7 });
    expect(Object.keys(await counts(templateId))).toHaveLength(1);

    // Stopped after its first checkpoint, then resumed from it.
    const stopped = migrationContext(1);
    await expect(snapshotCountsMigration.run(stopped.context)).rejects.toThrow('stopped');
    const resumed = migrationContext();
    for (const [scope, checkpoint] of stopped.checkpoints) await resumed.context.saveCheckpoint(scope, checkpoint);
    await snapshotCountsMigration.run(resumed.context);
    expect(resumed.checkpoints.get(ORG)).toBe('done');
    expect(await counts(templateId)).toEqual(expected);

    // Run again from nothing: the same numbers (set, not added).
    await snapshotCountsMigration.run(migrationContext().context);
    expect(await counts(templateId)).toEqual(expected);
  });
});
