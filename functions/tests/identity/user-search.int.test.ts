/**
 * Acting as a user, from the search to the start (spec 1 §1; spec 3 user support: "search user
 * (organization, keywords)", "all organization names", §9 exact-match weights). Support searches their own
 * organisation and sees only the users support may act as; provider staff choose an organisation and search
 * it. Each test builds its own organisations: the demo data is shared with suites running at the same time.
 */
import {
  getCurrentUser,
  listOrganizations,
  revokeImpersonation,
  searchUsers,
  startImpersonation,
  USER_SEARCH_PAGE_SIZE,
  type Role,
} from '@tessera/shared';
import { putOrganisation } from '../../src/db/identity/organisations';
import { orgDefaults } from '../../src/seed/seed-demo';
import { createOrganisation, createUser, demoUserId, uniqueId, type FixtureUser } from '../support/fixtures';
import { countingRoundTrips, invoke } from '../support/invoke';

interface Found {
  users: { id: string; first_name: string; last_name: string; email: string; role: Role }[];
  more: boolean;
}
interface Organisations {
  organizations: { id: string; name: string; org_type: string; payment_status: string }[];
  more: boolean;
}

const search = (caller: FixtureUser, query: Record<string, string> = {}) =>
  invoke<Found>(searchUsers, { as: { sub: caller.userId }, query });
const ids = (answer: { body: Found }) => answer.body.users.map((user) => user.id);
const start = (caller: FixtureUser, userId: string, organizationId?: string) =>
  invoke<{ impersonation_id: string; redirect_to: string }>(startImpersonation, {
    as: { sub: caller.userId },
    body: { user_id: userId, ...(organizationId ? { organization_id: organizationId } : {}) },
  });
const revoke = (caller: FixtureUser) => invoke(revokeImpersonation, { as: { sub: caller.userId } });

/** An organisation with one member of each role a search meets, and a support user. */
async function college(name = 'Search College') {
  const org = await createOrganisation({ name });
  const member = (roles: Role[], firstName: string, lastName: string) =>
    createUser({ firstName, lastName, memberships: [[org.organizationId, roles]] });
  return {
    org,
    support: await member(['support'], 'Sue', 'Helper'),
    otherSupport: await member(['support'], 'Sid', 'Helper'),
    student: await member(['student'], 'Stu', 'Dent'),
    faculty: await member(['faculty'], 'Fay', 'Culty'),
    coordinator: await member(['coordinator'], 'Cory', 'Ordinator'),
    admin: await member(['admin'], 'Ada', 'Min'),
    rootAdmin: await member(['admin', 'root_admin'], 'Rory', 'Root'),
    staffMember: await member(['staff'], 'Stacey', 'Staffer'),
  };
}

describe('GET /api/users/search as support: only users support may act as, in their own organisation', () => {
  it('lists students, faculty and coordinators by name, never staff, support, admins, root admins or oneself', async () => {
    const c = await college();
    const answer = await search(c.support);
    expect(answer.status).toBe(200);
    // By name: last name, then first name.
    expect(ids(answer)).toEqual([c.faculty.userId, c.student.userId, c.coordinator.userId]);
    expect(answer.body.more).toBe(false);
  });

  it('lets support start acting as every user the search lists (never a 403 from the list)', async () => {
    const c = await college();
    const listed = ids(await search(c.support));
    expect(listed).toHaveLength(3);
    for (const userId of listed) {
      expect((await start(c.support, userId)).status).toBe(201);
      expect((await revoke(c.support)).status).toBe(200);
    }
    // What the list leaves out is exactly what the start refuses.
    for (const refused of [c.admin, c.rootAdmin, c.staffMember, c.otherSupport]) {
      expect((await start(c.support, refused.userId)).status).toBe(403);
    }
  });

  it('never shows another organisation’s users: naming another organisation is a 404, naming one’s own works', async () => {
    const c = await college();
    const elsewhere = await college('Elsewhere College');
    expect((await search(c.support, { organization_id: elsewhere.org.organizationId })).status).toBe(404);
    expect((await search(c.support, { organization_id: 'org_demo' })).status).toBe(404);
    const own = await search(c.support, { organization_id: c.org.organizationId, q: 'dent' });
    expect(ids(own)).toEqual([c.student.userId]);
    // Someone of the other organisation with the same name never appears.
    const twin = await createUser({
      firstName: 'Stu',
      lastName: 'Dent',
      memberships: [[elsewhere.org.organizationId, ['student']]],
    });
    expect(ids(await search(c.support, { q: 'stu dent' }))).toEqual([c.student.userId]);
    expect(ids(await search(c.support, { q: 'stu dent' }))).not.toContain(twin.userId);
    // Starting an impersonation in another organisation is refused the same way.
    expect((await start(c.support, elsewhere.student.userId, elsewhere.org.organizationId)).status).toBe(404);
  });

  it('needs every word somewhere in the name or email, ignoring case', async () => {
    const c = await college();
    expect(ids(await search(c.support, { q: 'FAY' }))).toEqual([c.faculty.userId]);
    expect(ids(await search(c.support, { q: '  culty   fay ' }))).toEqual([c.faculty.userId]);
    expect(ids(await search(c.support, { q: c.student.email.slice(0, 13).toUpperCase() }))).toEqual([c.student.userId]);
    expect(ids(await search(c.support, { q: 'fay dent' }))).toEqual([]);
  });
});

describe('ranking by the exact-match weights of spec 3 §9 (username -3, email -2, first name -1, last name 0), then by name', () => {
  it('puts an exact first name before an exact last name before partial matches, whatever the name order', async () => {
    const c = await college();
    const member = (firstName: string, lastName: string, roles: Role[] = ['student']) =>
      createUser({ firstName, lastName, memberships: [[c.org.organizationId, roles]] });
    const partialEarly = await member('Al', 'Aleem'); // "lee" inside the last name; first by name
    const lastExact = await member('Ann', 'Lee');
    const partialLate = await member('Bo', 'Leeward');
    const firstExact = await member('Lee', 'Zed'); // last by name
    await member('Lee', 'Admin', ['admin']); // an exact match support may not act as: left out
    const answer = await search(c.support, { q: 'lee' });
    expect(ids(answer)).toEqual([firstExact.userId, lastExact.userId, partialEarly.userId, partialLate.userId]);
  });

  it('puts the user whose username (the sign-in email) is the keywords first', async () => {
    const c = await college();
    const base = `${uniqueId('rank')}@rank.test`;
    const exact = await createUser({
      firstName: 'Zoe',
      lastName: 'Zulu',
      email: base,
      memberships: [[c.org.organizationId, ['student']]],
    });
    const longer = await createUser({
      firstName: 'Aaron',
      lastName: 'Able',
      email: `${base}.org`,
      memberships: [[c.org.organizationId, ['student']]],
    });
    expect(ids(await search(c.support, { q: base.toUpperCase() }))).toEqual([exact.userId, longer.userId]);
  });
});

describe('bounded searches', () => {
  it('answers at most one page of users and says when more match', async () => {
    const org = await createOrganisation({ name: 'Big College' });
    const support = await createUser({ memberships: [[org.organizationId, ['support']]] });
    await Promise.all(
      Array.from({ length: USER_SEARCH_PAGE_SIZE + 2 }, (_, i) =>
        createUser({
          firstName: `Pupil${String(i).padStart(2, '0')}`,
          lastName: 'Many',
          memberships: [[org.organizationId, ['student']]],
        }),
      ),
    );
    const all = await search(support);
    expect(all.body.users).toHaveLength(USER_SEARCH_PAGE_SIZE);
    expect(all.body.more).toBe(true);
    expect(all.body.users[0]?.first_name).toBe('Pupil00');
    const ranked = await search(support, { q: 'many' });
    expect(ranked.body).toMatchObject({ more: true });
    expect(ranked.body.users).toHaveLength(USER_SEARCH_PAGE_SIZE);
    const refined = await search(support, { q: 'pupil51' });
    expect(refined.body).toEqual({ users: [expect.objectContaining({ first_name: 'Pupil51' })], more: false });
  });

  it('refuses keywords longer than 100 characters with a field error, in the caller’s language', async () => {
    const c = await college();
    const answer = await invoke(searchUsers, {
      as: { sub: c.support.userId },
      query: { q: 'x'.repeat(101) },
      headers: { 'accept-language': 'es' },
    });
    expect(answer).toEqual({
      status: 400,
      body: {
        code: 'system.invalid_request',
        message: expect.any(String),
        fields: { q: 'Este campo es demasiado largo (el máximo es 100 caracteres).' },
      },
    });
  });

  it('reads the members in one round trip after the actor for an organisation of this size', async () => {
    const c = await college();
    await search(c.support, { q: 'a' });
    const { calls } = await countingRoundTrips(() => search(c.support, { q: 'a' }));
    expect(calls.slice(2)).toEqual(['QueryCommand']);
  });

  it('is refused to roles other than support and staff', async () => {
    expect((await invoke(searchUsers, { as: { sub: await demoUserId('admin') }, query: { q: 'a' } })).status).toBe(403);
  });
});

describe('provider staff choose an organisation, search its users and act as one of them', () => {
  async function provider() {
    const org = await createOrganisation({ name: 'Provider' });
    const staff = await createUser({ firstName: 'Stan', memberships: [[org.organizationId, ['staff']]] });
    return { org, staff };
  }

  it('lists organisation names by name, filtered by part of the name in any case; others are refused', async () => {
    const { staff } = await provider();
    const tag = uniqueId('Zephyr');
    const b = await createOrganisation({ name: `${tag} Beta Polytechnic` });
    const a = await createOrganisation({ name: `${tag} alpha Institute` });
    const answer = await invoke<Organisations>(listOrganizations, {
      as: { sub: staff.userId },
      query: { q: tag.toUpperCase() },
    });
    expect(answer).toEqual({
      status: 200,
      body: {
        organizations: [
          { id: a.organizationId, name: `${tag} alpha Institute`, org_type: 'other', payment_status: 'paid' },
          { id: b.organizationId, name: `${tag} Beta Polytechnic`, org_type: 'other', payment_status: 'paid' },
        ],
        more: false,
      },
    });
    const everyone = await invoke<Organisations>(listOrganizations, { as: { sub: staff.userId } });
    expect(everyone.body.organizations.length).toBeGreaterThan(0);
    for (const key of ['support', 'admin', 'student'] as const) {
      expect((await invoke(listOrganizations, { as: key })).status).toBe(403);
    }
  });

  it('answers at most 100 organisations and says when more match', async () => {
    const { staff } = await provider();
    const tag = uniqueId('Many');
    await Promise.all(
      Array.from({ length: 101 }, (_, i) =>
        putOrganisation({
          ...orgDefaults,
          organizationId: uniqueId('org_many'),
          name: `${tag} College ${String(i).padStart(3, '0')}`,
          orgType: 'other',
          paymentStatus: 'paid',
        }),
      ),
    );
    const answer = await invoke<Organisations>(listOrganizations, { as: { sub: staff.userId }, query: { q: tag } });
    expect(answer.body.organizations).toHaveLength(100);
    expect(answer.body.more).toBe(true);
    expect(answer.body.organizations[0]?.name).toBe(`${tag} College 000`);
    const one = await invoke<Organisations>(listOrganizations, {
      as: { sub: staff.userId },
      query: { q: `${tag} college 100` },
    });
    expect(one.body).toEqual({ organizations: [expect.objectContaining({ name: `${tag} College 100` })], more: false });
  });

  it('searches the chosen organisation, admins included, and acts as the user there', async () => {
    const { org: providerOrg, staff } = await provider();
    const c = await college();
    const found = await search(staff, { organization_id: c.org.organizationId, q: 'min' });
    expect(ids(found)).toEqual([c.admin.userId]);
    // Everyone but the staff member themself: support, admins and staff of that organisation included.
    expect(ids(await search(staff, { organization_id: c.org.organizationId }))).toHaveLength(8);

    const started = await start(staff, c.admin.userId, c.org.organizationId);
    expect(started).toEqual({
      status: 201,
      body: { impersonation_id: expect.any(String), redirect_to: '/via/academics' },
    });
    expect((await invoke(getCurrentUser, { as: { sub: staff.userId } })).body).toMatchObject({
      id: c.admin.userId,
      organization: { id: c.org.organizationId },
      impersonator: { id: staff.userId },
    });
    expect((await revoke(staff)).status).toBe(200);
    // Their own organisation by default: themself left out.
    expect(ids(await search(staff))).toEqual([]);
    expect(providerOrg.organizationId).not.toBe(c.org.organizationId);
  });

  it('acts in the organisation chosen, even when it is not the user’s current one', async () => {
    const { staff } = await provider();
    const first = await createOrganisation({ name: 'First College' });
    const second = await createOrganisation({ name: 'Second College' });
    const member = await createUser({
      firstName: 'Dual',
      memberships: [
        [first.organizationId, ['student']],
        [second.organizationId, ['faculty']],
      ],
    });
    expect(ids(await search(staff, { organization_id: second.organizationId, q: 'dual' }))).toEqual([member.userId]);
    expect((await start(staff, member.userId, second.organizationId)).status).toBe(201);
    expect((await invoke(getCurrentUser, { as: { sub: staff.userId } })).body).toMatchObject({
      id: member.userId,
      role: 'faculty',
      organization: { id: second.organizationId },
    });
    await revoke(staff);
    // A user who is not a member of the organisation named: 404.
    const outsider = await createUser({ memberships: [[first.organizationId, ['student']]] });
    expect((await start(staff, outsider.userId, second.organizationId)).status).toBe(404);
  });

  it('answers 404 for an organisation that does not exist, reading it beside the members', async () => {
    const { staff } = await provider();
    expect((await search(staff, { organization_id: 'org_nowhere' })).status).toBe(404);
    const c = await college();
    await search(staff, { organization_id: c.org.organizationId });
    const { calls } = await countingRoundTrips(() => search(staff, { organization_id: c.org.organizationId }));
    expect(calls.slice(2).sort()).toEqual(['GetItemCommand', 'QueryCommand']);
  });
});
