import {
  changePassword,
  getCurrentUser,
  revokeImpersonation,
  startImpersonation,
  switchOrganization,
} from '@tessera/shared';
import { getAccount } from '../../src/db/identity/accounts';
import { removeMembership } from '../../src/db/identity/memberships';
import { getImpersonation, listImpersonationsByImpersonator } from '../../src/db/identity/impersonations';
import type { Organisation } from '../../src/db/identity/organisations';
import { createOrganisation, createUser, type FixtureUser } from '../support/fixtures';
import { invoke } from '../support/invoke';

interface World {
  org: Organisation;
  provider: Organisation;
  support: FixtureUser;
  student: FixtureUser;
  faculty: FixtureUser;
  admin: FixtureUser;
  otherSupport: FixtureUser;
  staff: FixtureUser;
  outsider: FixtureUser;
}

/** A fresh organisation per test: impersonation state lives on the accounts involved. */
async function world(): Promise<World> {
  const org = await createOrganisation({ name: 'Acting College' });
  const provider = await createOrganisation({ name: 'Provider' });
  const elsewhere = await createOrganisation();
  const member = (roles: Parameters<typeof createUser>[0]['memberships'][0][1], firstName?: string) =>
    createUser({ firstName, memberships: [[org.organizationId, roles]] });
  return {
    org,
    provider,
    support: await member(['support'], 'Sue'),
    student: await member(['student'], 'Stu'),
    faculty: await member(['faculty']),
    admin: await member(['admin']),
    otherSupport: await member(['support']),
    staff: await createUser({ firstName: 'Stan', memberships: [[provider.organizationId, ['staff']]] }),
    outsider: await createUser({ memberships: [[elsewhere.organizationId, ['student']]] }),
  };
}

const start = (caller: FixtureUser, target: FixtureUser | string) =>
  invoke<{ impersonation_id: string; redirect_to: string }>(startImpersonation, {
    as: { sub: caller.userId },
    body: { user_id: typeof target === 'string' ? target : target.userId },
  });
const revoke = (caller: FixtureUser) =>
  invoke<{ redirect_to: string }>(revokeImpersonation, { as: { sub: caller.userId } });
const me = (caller: FixtureUser) => invoke<Record<string, unknown>>(getCurrentUser, { as: { sub: caller.userId } });

describe('impersonation (spec 1 §1 "A support user may act as another user")', () => {
  it('lets support act as a student of their organisation, shows the impersonator, and records the audit trail', async () => {
    const w = await world();
    const started = await start(w.support, w.student);
    expect(started).toEqual({
      status: 201,
      body: { impersonation_id: expect.any(String), redirect_to: '/via/inprogress' },
    });

    const acting = await me(w.support);
    expect(acting.body).toMatchObject({
      id: w.student.userId,
      first_name: 'Stu',
      role: 'student',
      impersonator: { id: w.support.userId, first_name: 'Sue', last_name: w.support.lastName, email: w.support.email },
    });

    const audit = await getImpersonation(w.org.organizationId, started.body.impersonation_id);
    expect(audit).toEqual({
      organizationId: w.org.organizationId,
      impersonationId: started.body.impersonation_id,
      impersonatorId: w.support.userId,
      impersonatorEmail: w.support.email,
      impersonatorOrganizationId: w.org.organizationId,
      targetUserId: w.student.userId,
      targetEmail: w.student.email,
      startedAt: expect.any(String),
      revokedAt: null,
    });
    expect((await listImpersonationsByImpersonator(w.support.userId)).map((r) => r.impersonationId)).toEqual([
      started.body.impersonation_id,
    ]);
  });

  it.each([
    ['an admin', 'admin', 403],
    ['another support user', 'otherSupport', 403],
    ['provider staff', 'staff', 404],
    ['a user of another organisation', 'outsider', 404],
  ] as const)('refuses support acting as %s (%i)', async (_label, key, status) => {
    const w = await world();
    const answer = await start(w.support, w[key]);
    expect(answer.status).toBe(status);
    expect((await getAccount(w.support.userId))?.impersonation).toBeNull();
  });

  it('refuses acting as oneself and as nobody', async () => {
    const w = await world();
    expect((await start(w.support, w.support)).status).toBe(403);
    expect((await start(w.support, 'no-such-user')).status).toBe(404);
  });

  it('lets provider staff act as any user, in that user’s organisation, including an admin', async () => {
    const w = await world();
    const answer = await start(w.staff, w.admin);
    expect(answer).toEqual({
      status: 201,
      body: { impersonation_id: expect.any(String), redirect_to: '/via/academics' },
    });
    expect((await me(w.staff)).body).toMatchObject({ id: w.admin.userId, organization: { id: w.org.organizationId } });
    expect(await getImpersonation(w.org.organizationId, answer.body.impersonation_id)).toMatchObject({
      impersonatorOrganizationId: w.provider.organizationId,
    });
  });

  it('does not stack: starting again while acting is refused', async () => {
    const w = await world();
    expect((await start(w.staff, w.support)).status).toBe(201);
    // Acting as a support user, the audience still allows the call; the rule refuses it.
    const again = await start(w.staff, w.student);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'identity.impersonation.already_active' });
    // Acting as a student, the audience no longer allows it at all.
    expect((await start(w.support, w.student)).status).toBe(201);
    expect((await start(w.support, w.faculty)).status).toBe(403);
  });

  it('lets exactly one of two simultaneous starts win', async () => {
    const w = await world();
    const answers = await Promise.all([start(w.staff, w.support), start(w.staff, w.otherSupport)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await listImpersonationsByImpersonator(w.staff.userId)).toHaveLength(1);
  });

  it('revokes: support returns to /, the audit record gets revokedAt, and the user is themself again', async () => {
    const w = await world();
    const started = await start(w.support, w.student);
    expect(await revoke(w.support)).toEqual({ status: 200, body: { redirect_to: '/' } });
    expect((await me(w.support)).body).toMatchObject({ id: w.support.userId, impersonator: null });
    const audit = await getImpersonation(w.org.organizationId, started.body.impersonation_id);
    expect(audit?.revokedAt).toEqual(expect.any(String));
  });

  it('revokes provider staff back to the user-help page', async () => {
    const w = await world();
    await start(w.staff, w.student);
    expect(await revoke(w.staff)).toEqual({ status: 200, body: { redirect_to: '/website-admin/user_help_index' } });
  });

  it('answers 409 when nothing is being revoked', async () => {
    const w = await world();
    const answer = await revoke(w.student);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'identity.impersonation.none_active',
      message: 'You are not acting as another user.',
    });
  });

  it('refuses password and organisation changes while acting as someone', async () => {
    const w = await world();
    await start(w.support, w.student);
    const password = await invoke(changePassword, {
      as: { sub: w.support.userId },
      path: { id: w.student.userId },
      body: { old_password: 'x', new_password: 'Abcdefg1', confirm_password: 'Abcdefg1' },
      headers: { authorization: 'Bearer token-of-the-support-user' },
    });
    expect(password.status).toBe(403);
    const switched = await invoke(switchOrganization, {
      as: { sub: w.support.userId },
      path: { id: w.student.userId },
      body: { organization_id: w.org.organizationId },
    });
    expect(switched.status).toBe(403);
  });

  it('keeps an impersonation revocable after the user acted as has left the organisation', async () => {
    const w = await world();
    const started = await start(w.support, w.student);
    await removeMembership(w.org.organizationId, w.student.userId);

    expect((await me(w.support)).body).toMatchObject({ id: w.support.userId, impersonator: null });
    expect((await start(w.support, w.faculty)).status).toBe(409);
    expect(await revoke(w.support)).toEqual({ status: 200, body: { redirect_to: '/' } });
    expect((await getImpersonation(w.org.organizationId, started.body.impersonation_id))?.revokedAt).toEqual(
      expect.any(String),
    );
    expect((await start(w.support, w.faculty)).status).toBe(201);
  });
});
