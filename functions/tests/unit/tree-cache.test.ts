import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { writtenKeys } from '../../src/db/client';
import type { HierarchyNode } from '../../src/db/hierarchy/entities/node';
import { TREE_CACHE_TTL_MS, TreeCache } from '../../src/db/hierarchy/tree-cache';
import { markCachedRead, mayReadCached } from '../../src/lib/http/cached-reads';

const node = (organizationId: string, nodeId: string, admins: string[] = []): HierarchyNode => ({
  organizationId,
  nodeId,
  text: nodeId,
  parentId: '-',
  path: [nodeId],
  mountableType: 'none' as HierarchyNode['mountableType'],
  state: 'active',
  rootSlot: null,
  admins: admins.map((userId) => ({
    userId,
    email: `${userId}@demo.test`,
    firstName: 'A',
    lastName: 'B',
    role: 'admin',
  })),
  holdings: 0,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** The table as the tree's reader sees it: what a test changes here is what another container wrote. */
class Trees {
  loads = 0;
  readonly trees = new Map<string, HierarchyNode[]>();
  load(organizationId: string) {
    return async () => {
      this.loads += 1;
      return this.trees.get(organizationId) ?? [];
    };
  }
}

describe('the container’s tree cache (ADR 0028 §7 (b))', () => {
  let table: Trees;
  let cache: TreeCache;
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z') });
    table = new Trees();
    table.trees.set('org_a', [node('org_a', 'n1', ['u1'])]);
    table.trees.set('org_b', [node('org_b', 'm1')]);
    cache = new TreeCache();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('answers reads within the TTL from the tree it read, and reads again after it', async () => {
    expect(await cache.read('org_a', table.load('org_a'))).toEqual(table.trees.get('org_a'));
    table.trees.set('org_a', [node('org_a', 'n1')]); // another container removed u1 as admin
    jest.advanceTimersByTime(TREE_CACHE_TTL_MS - 1);
    expect((await cache.read('org_a', table.load('org_a')))[0]?.admins).toHaveLength(1);
    expect(table.loads).toBe(1);
    jest.advanceTimersByTime(1);
    expect((await cache.read('org_a', table.load('org_a')))[0]?.admins).toHaveLength(0);
    expect(table.loads).toBe(2);
  });

  it('forgets an organisation’s tree on a write of its tree partition, and only that organisation’s', async () => {
    await cache.read('org_a', table.load('org_a'));
    await cache.read('org_b', table.load('org_b'));
    cache.forgetWritten(writtenKeys({ Item: { pk: 'ORG#org_a#TREE', sk: 'NODE#n2' } }));
    cache.forgetWritten(writtenKeys({ Key: { pk: 'ORG#org_b', sk: 'GROUP#g1' } })); // not the tree
    cache.forgetWritten(writtenKeys({ Key: { pk: 'ORG#org_b#TREEHOUSE', sk: 'NODE#x' } }));
    await cache.read('org_a', table.load('org_a'));
    await cache.read('org_b', table.load('org_b'));
    expect(table.loads).toBe(3);
    // A transaction naming a node (as a node's admins are saved) forgets as well.
    cache.forgetWritten(
      writtenKeys({
        TransactItems: [{ Update: { Key: { pk: { S: 'ORG#org_b#TREE' }, sk: { S: 'NODE#m1' } } } }],
      }),
    );
    await cache.read('org_b', table.load('org_b'));
    expect(table.loads).toBe(4);
  });

  it('does not keep a tree read while a write of it was heard', async () => {
    let release: () => void = () => undefined;
    const slow = async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return [node('org_a', 'stale')];
    };
    const reading = cache.read('org_a', slow);
    cache.forget('org_a');
    release();
    expect((await reading)[0]?.nodeId).toBe('stale'); // this request's own read, as without the cache
    expect((await cache.read('org_a', table.load('org_a')))[0]?.nodeId).toBe('n1');
    expect(table.loads).toBe(1);
  });
});

describe('read requests’ actors', () => {
  it('are the ones the HTTP stack marked, not copies or others', () => {
    const read = { userId: 'u1' };
    markCachedRead(read);
    expect(mayReadCached(read)).toBe(true);
    expect(mayReadCached({ ...read })).toBe(false);
    expect(mayReadCached({ userId: 'u1' })).toBe(false);
  });
});
