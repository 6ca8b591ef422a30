import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { defineContract, routeKey, type Contract, type Role } from '@tessera/shared';
import * as z from 'zod/mini';
import { writtenKeys } from '../../src/db/client';
import type { ActorRecords } from '../../src/db/identity/actor-records';
import type { Account } from '../../src/db/identity/entities/account';
import type { ActorStore } from '../../src/lib/http/actor';
import { ACTOR_CACHE_TTL_MS, ActorCache } from '../../src/lib/http/actor-cache';
import { httpHandler } from '../../src/lib/http/http-handler';
import { orgDefaults } from '../../src/seed/seed-demo';
import { apiEvent, json, lambdaContext } from '../support/events';

/** The table as actor resolution reads it: what a test changes here is what another container wrote. */
class Table implements ActorStore {
  loads = 0;
  readonly users = new Map<string, { roles: Role[]; account: Account }>();
  paid = true;

  add(userId: string, roles: Role[]): void {
    this.users.set(userId, {
      roles,
      account: {
        userId,
        email: `${userId}@demo.test`,
        firstName: 'First',
        lastName: 'Last',
        locale: 'en',
        avatarSmall: null,
        signEula: false,
        currentOrganizationId: 'org_demo',
        latestSession: { sessionId: 'session-latest', tokenId: 'token-latest', authTime: 1000 },
        tokensNotBefore: null,
        impersonation: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    });
  }

  async load(userId: string): Promise<ActorRecords | null> {
    this.loads += 1;
    const user = this.users.get(userId);
    if (!user) return null;
    return {
      caller: user.account,
      account: user.account,
      organisation: {
        organizationId: 'org_demo',
        name: 'Demo University',
        orgType: 'test',
        paymentStatus: this.paid ? 'paid' : 'unpaid',
        ...orgDefaults,
      },
      membership:
        user.roles.length > 0
          ? { ...user.account, organizationId: 'org_demo', roles: user.roles, searchName: '', joinedAt: '' }
          : null,
    };
  }

  async registerSession() {
    return null;
  }

  async latestSession(userId: string) {
    return this.users.get(userId)?.account.latestSession ?? null;
  }
}

const supportRead = defineContract({
  id: 'test.supportRead',
  context: 'identity',
  method: 'GET',
  path: '/api/support',
  audience: ['support'],
  summary: '',
  response: z.object({ ok: z.boolean() }),
});
const supportWrite = defineContract({
  id: 'test.supportWrite',
  context: 'identity',
  method: 'POST',
  path: '/api/support',
  audience: ['support'],
  summary: '',
  response: z.object({ ok: z.boolean() }),
});

let table: Table;
let cache: ActorCache;

async function call(contract: Contract, userId: string, authTime = 1000): Promise<number> {
  const handler = httpHandler(contract, async () => ({ ok: true }), { actorStore: table, actorCache: cache });
  const event = apiEvent(routeKey(contract), {
    signer: { sub: userId, tokenId: 'token-latest', authTime },
    ...(contract.method === 'POST' ? { body: {} } : {}),
  });
  const result = await handler(event, lambdaContext);
  json(result);
  return result.statusCode as number;
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z') });
  table = new Table();
  table.add('support-1', ['support']);
  cache = new ActorCache();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the container actor cache (ADR 0028 §7)', () => {
  it('answers reads within its time to live with the records it read, then reads them again', async () => {
    expect(await call(supportRead, 'support-1')).toBe(200);
    expect(await call(supportRead, 'support-1')).toBe(200);
    expect(table.loads).toBe(1);
    jest.advanceTimersByTime(ACTOR_CACHE_TTL_MS);
    expect(await call(supportRead, 'support-1')).toBe(200);
    expect(table.loads).toBe(2);
  });

  it('refuses a read once a role removed in another container is past the time to live', async () => {
    expect(await call(supportRead, 'support-1')).toBe(200);
    table.users.set('support-1', {
      ...(table.users.get('support-1') as { roles: Role[]; account: Account }),
      roles: ['student'],
    });
    // The accepted delay: this container has not seen the change yet.
    expect(await call(supportRead, 'support-1')).toBe(200);
    jest.advanceTimersByTime(ACTOR_CACHE_TTL_MS - 1);
    expect(await call(supportRead, 'support-1')).toBe(200);
    jest.advanceTimersByTime(1);
    expect(await call(supportRead, 'support-1')).toBe(403);
  });

  it('never answers a write from the cache: a role removed is refused at once', async () => {
    expect(await call(supportRead, 'support-1')).toBe(200);
    table.users.set('support-1', {
      ...(table.users.get('support-1') as { roles: Role[]; account: Account }),
      roles: [],
    });
    expect(await call(supportWrite, 'support-1')).toBe(403);
  });

  it('refuses a token from before a password change once past the time to live (the account cut-off)', async () => {
    expect(await call(supportRead, 'support-1')).toBe(200);
    const user = table.users.get('support-1') as { roles: Role[]; account: Account };
    user.account = { ...user.account, tokensNotBefore: 2000 };
    jest.advanceTimersByTime(ACTOR_CACHE_TTL_MS);
    expect(await call(supportRead, 'support-1')).toBe(401);
    expect(await call(supportRead, 'support-1', 3000)).toBe(200);
  });

  it('caches no unknown user and no failed read', async () => {
    expect(await call(supportRead, 'nobody')).toBe(401);
    table.add('nobody', ['support']);
    expect(await call(supportRead, 'nobody')).toBe(200);
  });

  it('forgets at once what a write in this container changes: the account, the membership, the organisation', async () => {
    const read = async () => call(supportRead, 'support-1');
    const loadsAfter = async (keys: { pk: string; sk: string }[]) => {
      await read();
      const before = table.loads;
      cache.forgetWritten(keys);
      await read();
      return table.loads - before;
    };
    expect(await loadsAfter([{ pk: 'USER#support-1', sk: 'ACCOUNT' }])).toBe(1);
    expect(await loadsAfter([{ pk: 'ORG#org_demo', sk: 'MEMBER#support-1' }])).toBe(1);
    expect(await loadsAfter([{ pk: 'ORG#org_demo', sk: 'ORGANIZATION' }])).toBe(1);
    // Another user's account or membership, and items no actor is read from, change nothing cached.
    expect(await loadsAfter([{ pk: 'USER#other', sk: 'ACCOUNT' }])).toBe(0);
    expect(await loadsAfter([{ pk: 'ORG#org_demo', sk: 'MEMBER#other' }])).toBe(0);
    expect(await loadsAfter([{ pk: 'ORG#org_demo#GROUP#g1', sk: 'MEMBER#support-1' }])).toBe(0);
    expect(await loadsAfter([{ pk: 'ORG#org_demo', sk: 'PORTFOLIO#p1' }])).toBe(0);
  });

  it('refuses a read at once after this container removed the role', async () => {
    expect(await call(supportRead, 'support-1')).toBe(200);
    table.users.set('support-1', {
      ...(table.users.get('support-1') as { roles: Role[]; account: Account }),
      roles: [],
    });
    cache.forgetWritten([{ pk: 'ORG#org_demo', sk: 'MEMBER#support-1' }]);
    expect(await call(supportRead, 'support-1')).toBe(403);
  });
});

describe('writtenKeys', () => {
  it('names the items of every write command, as the document client holds them or marshalled', () => {
    expect(writtenKeys({ Item: { pk: 'USER#a', sk: 'ACCOUNT', name: 'x' } })).toEqual([
      { pk: 'USER#a', sk: 'ACCOUNT' },
    ]);
    expect(writtenKeys({ Key: { pk: { S: 'ORG#o' }, sk: { S: 'MEMBER#a' } } })).toEqual([
      { pk: 'ORG#o', sk: 'MEMBER#a' },
    ]);
    expect(
      writtenKeys({
        TransactItems: [
          { Put: { Item: { pk: 'A', sk: '1' } } },
          { Update: { Key: { pk: 'B', sk: '2' } } },
          { Delete: { Key: { pk: 'C', sk: '3' } } },
          { ConditionCheck: { Key: { pk: 'D', sk: '4' } } },
        ],
      }),
    ).toEqual([
      { pk: 'A', sk: '1' },
      { pk: 'B', sk: '2' },
      { pk: 'C', sk: '3' },
    ]);
    expect(
      writtenKeys({
        RequestItems: {
          table: [
            { PutRequest: { Item: { pk: { S: 'E' }, sk: { S: '5' } } } },
            { DeleteRequest: { Key: { pk: 'F', sk: '6' } } },
          ],
        },
      }),
    ).toEqual([
      { pk: 'E', sk: '5' },
      { pk: 'F', sk: '6' },
    ]);
  });
});
