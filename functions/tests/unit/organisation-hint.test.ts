import { recordsFromHint, type ActorRecords, type HintedRead } from '../../src/db/identity/actor-records';
import type { Account } from '../../src/db/identity/entities/account';
import type { Membership } from '../../src/db/identity/entities/membership';
import type { Organisation } from '../../src/db/identity/entities/organisation';
import { organisationHint, resolveActor, type ActorStore } from '../../src/lib/http/actor';
import { orgDefaults } from '../../src/seed/seed-demo';
import { apiEvent } from '../support/events';

const account = (overrides: Partial<Account> = {}): Account => ({
  userId: 'user-1',
  email: 'user-1@demo.test',
  firstName: 'Ivy',
  lastName: 'Hint',
  locale: 'en',
  avatarSmall: null,
  signEula: false,
  currentOrganizationId: 'org_demo',
  latestSession: null,
  tokensNotBefore: null,
  impersonation: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const organisation = (organizationId: string): Organisation => ({
  organizationId,
  name: organizationId,
  orgType: 'other',
  paymentStatus: 'paid',
  ...orgDefaults,
});
const membership = (organizationId: string, roles: Membership['roles']): Membership => ({
  organizationId,
  userId: 'user-1',
  roles,
  email: 'user-1@demo.test',
  firstName: 'Ivy',
  lastName: 'Hint',
  avatarSmall: null,
  searchName: 'hint ivy user-1@demo.test',
  joinedAt: '2026-01-01T00:00:00.000Z',
});

describe('the organisation hint (X-Tessera-Organization, ADR 0005): a hint, never an authority', () => {
  it('uses the hinted read when it names the account’s own current organisation', () => {
    const read: HintedRead = {
      caller: account(),
      hint: 'org_demo',
      membership: membership('org_demo', ['admin']),
      organisation: organisation('org_demo'),
    };
    expect(recordsFromHint(read)).toEqual({
      caller: read.caller,
      account: read.caller,
      membership: read.membership,
      organisation: read.organisation,
    });
  });

  it('gives no access to a hinted organisation the user is not a member of: the hint is dropped and the current organisation read instead', () => {
    const read: HintedRead = {
      caller: account(),
      hint: 'org_other',
      membership: null,
      organisation: organisation('org_other'),
    };
    expect(recordsFromHint(read)).toBeNull();
  });

  it('drops a stale hint even where the user holds roles in the hinted organisation', () => {
    const read: HintedRead = {
      caller: account(),
      hint: 'org_other',
      membership: membership('org_other', ['admin', 'root_admin']),
      organisation: organisation('org_other'),
    };
    expect(recordsFromHint(read)).toBeNull();
  });

  it('keeps the 403 of a current organisation whose membership is gone', () => {
    const records = recordsFromHint({
      caller: account(),
      hint: 'org_demo',
      membership: null,
      organisation: organisation('org_demo'),
    });
    expect(records?.membership).toBeNull();
  });

  it('is not used while acting as someone else (the impersonated user’s organisation decides)', () => {
    const impersonating = account({
      impersonation: {
        impersonationId: 'imp-1',
        targetUserId: 'user-2',
        organizationId: 'org_demo',
        startedAt: '2026-01-01T00:00:00.000Z',
      },
    });
    expect(
      recordsFromHint({
        caller: impersonating,
        hint: 'org_demo',
        membership: membership('org_demo', ['support']),
        organisation: organisation('org_demo'),
      }),
    ).toBeNull();
  });

  it.each([
    ['org_demo', 'org_demo'],
    ['  org_it_1a2b3c4d ', 'org_it_1a2b3c4d'],
    ['', null],
    ['ORG#org_demo', null],
    ['org demo', null],
    ['x'.repeat(129), null],
  ])('reads the header %j as the hint %j', (value, expected) => {
    expect(
      organisationHint(
        apiEvent('GET /api/users/me', { signer: { sub: 'user-1' }, headers: { 'X-Tessera-Organization': value } }),
      ),
    ).toBe(expected);
  });

  it('passes the hint to the actor store and resolves the organisation the store found for the account, not the hinted one', async () => {
    const hints: (string | null)[] = [];
    const store: Pick<ActorStore, 'load'> = {
      async load(_userId, hint): Promise<ActorRecords> {
        hints.push(hint);
        const caller = account();
        return {
          caller,
          account: caller,
          membership: membership('org_demo', ['student']),
          organisation: organisation('org_demo'),
        };
      },
    };
    const actor = await resolveActor(
      apiEvent('GET /api/users/me', { signer: { sub: 'user-1' }, headers: { 'x-tessera-organization': 'org_other' } }),
      store,
    );
    expect(hints).toEqual(['org_other']);
    expect(actor.organisation.organizationId).toBe('org_demo');
    expect(actor.roles).toEqual(['student']);
    await resolveActor(apiEvent('GET /api/users/me', { signer: { sub: 'user-1' } }), store);
    expect(hints).toEqual(['org_other', null]);
  });
});
