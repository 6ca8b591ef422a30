import { jest } from '@jest/globals';
import { batchGet, writeThenCommit } from '../../src/db/batch';
import { statementEntity, type Statement } from '../../src/db/hierarchy/entities/statement';
import { uniqueId } from '../support/fixtures';

/**
 * All or nothing for writes bigger than a transaction (docs/data-model.md): items are batch-written where
 * nothing lists them, then committed; any failure removes what was written.
 */
const statements = (organizationId: string, count: number, big?: number): Statement[] =>
  Array.from({ length: count }, (_, i) => ({
    organizationId,
    statementId: `s-${i}`,
    setId: 'set',
    nodeId: 'node',
    title: `Statement ${i}`,
    abbreviation: '',
    code: '',
    // DynamoDB refuses an item over 400 KB: this one makes its batch throw.
    description: i === big ? 'x'.repeat(420 * 1024) : '',
    parentId: null,
    sourceIdentifier: null,
  }));

const remaining = async (items: Statement[]) =>
  batchGet(
    statementEntity,
    items.map(({ organizationId, statementId }) => ({ organizationId, statementId })),
  );

describe('writeThenCommit', () => {
  it('removes the batches already written when a later batch throws, and passes the error on', async () => {
    const items = statements(uniqueId('org_batch'), 60, 55);
    const commit = jest.fn(async () => ({ ok: true }));
    await expect(writeThenCommit(statementEntity, items, commit, (o) => o.ok)).rejects.toThrow();
    expect(commit).not.toHaveBeenCalled();
    expect(await remaining(items)).toEqual([]);
  });

  it('removes everything written when the commit does not happen', async () => {
    const items = statements(uniqueId('org_batch'), 60);
    const outcome = await writeThenCommit(
      statementEntity,
      items,
      async () => ({ ok: false }),
      (o) => o.ok,
    );
    expect(outcome).toEqual({ ok: false });
    expect(await remaining(items)).toEqual([]);
  });

  it('removes everything written when the commit throws', async () => {
    const items = statements(uniqueId('org_batch'), 30);
    const failing = async (): Promise<{ ok: boolean }> => {
      throw new Error('commit failed');
    };
    await expect(writeThenCommit(statementEntity, items, failing, (o) => o.ok)).rejects.toThrow('commit failed');
    expect(await remaining(items)).toEqual([]);
  });

  it('keeps everything once committed', async () => {
    const items = statements(uniqueId('org_batch'), 60);
    await writeThenCommit(
      statementEntity,
      items,
      async () => ({ ok: true }),
      (o) => o.ok,
    );
    expect(await remaining(items)).toHaveLength(60);
  });
});
