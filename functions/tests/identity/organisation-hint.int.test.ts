import {
  getCurrentUser,
  getHierarchy,
  getUser,
  listLabels,
  listNodeAdmins,
  listNotifications,
  listTerms,
  listUserOrganizations,
  startImpersonation,
} from '@tessera/shared';
import { putMembership, removeMembership } from '../../src/db/identity/memberships';
import { putNotification } from '../../src/db/identity/notifications';
import { freshOrganisation } from '../hierarchy/support';
import { createOrganisation, createUser } from '../support/fixtures';
import { countingRoundTrips, invoke } from '../support/invoke';

/** The client's hint of its current organisation (ADR 0005). */
const hint = (organizationId: string) => ({ 'X-Tessera-Organization': organizationId });

describe('X-Tessera-Organization: the organisation hint saves a round trip and is never trusted (ADR 0005, docs/architecture.md §10)', () => {
  let org: string;
  let elsewhere: string;
  let user: { userId: string };
  let top: string;

  beforeAll(async () => {
    const fresh = await freshOrganisation();
    org = fresh.organizationId;
    top = fresh.top.nodeId;
    user = fresh.rootAdmin;
    // Also a member elsewhere, with more roles there: a hint for that organisation must not grant them.
    elsewhere = (await createOrganisation({ name: 'Elsewhere College' })).organizationId;
    await putMembership({
      organizationId: elsewhere,
      userId: user.userId,
      roles: ['student'],
      email: fresh.rootAdmin.email,
      firstName: 'Rita',
      lastName: 'Root',
    });
    await putNotification({
      organizationId: org,
      userId: user.userId,
      messageKey: 'identity.password.changed',
      link: '/via/academics',
    });
    await invoke(getCurrentUser, { as: { sub: user.userId } }); // warm: clients created
  });

  type Read = (headers: Record<string, string>) => Promise<{ status: number; body: unknown }>;
  const asUser = (headers: Record<string, string>, path?: Record<string, string>) => ({
    as: { sub: user.userId },
    headers,
    ...(path ? { path } : {}),
  });
  const self = () => ({ id: user.userId });
  const reads: [string, number, Read][] = [
    ['GET /api/users/me', 1, (headers) => invoke(getCurrentUser, asUser(headers))],
    ['GET /api/users/{id}', 2, (headers) => invoke(getUser, asUser(headers, self()))],
    ['GET /api/users/{id}/notifications', 2, (headers) => invoke(listNotifications, asUser(headers, self()))],
    ['GET /api/hierarchy', 2, (headers) => invoke(getHierarchy, asUser(headers))],
    ['GET /api/hierarchy/nodes/{id}/admins', 2, (headers) => invoke(listNodeAdmins, asUser(headers, { id: top }))],
    ['GET /api/terms', 2, (headers) => invoke(listTerms, asUser(headers))],
    // The documented exceptions (docs/adr/0005-organisation-hint.md): 3 with the hint.
    ['GET /api/users/{id}/organizations', 3, (headers) => invoke(listUserOrganizations, asUser(headers, self()))],
    ['GET /api/hierarchy/nodes/{id}/labels', 3, (headers) => invoke(listLabels, asUser(headers, { id: top }))],
  ];

  it.each(reads)(
    '%s takes %i round trip(s) with a good hint, one more without, and answers the same',
    async (_route, withHint, read) => {
      const hinted = await countingRoundTrips(() => read(hint(org)));
      expect(hinted.result.status).toBe(200);
      expect(hinted.calls).toHaveLength(withHint);
      expect(hinted.calls[0]).toBe('TransactGetItemsCommand');
      const plain = await countingRoundTrips(() => read({}));
      expect(plain.result.status).toBe(200);
      expect(plain.result.body).toEqual(hinted.result.body);
      expect(plain.calls).toHaveLength(withHint + 1);
      expect(plain.calls.slice(0, 2)).toEqual(['GetItemCommand', 'TransactGetItemsCommand']);
    },
  );

  it('resolves the current organisation from one TransactGetItems when the hint is right', async () => {
    const { result, calls } = await countingRoundTrips(() =>
      invoke(getCurrentUser, { as: { sub: user.userId }, headers: hint(org) }),
    );
    expect(result.body).toMatchObject({ id: user.userId, organization: { id: org }, roles: ['admin', 'root_admin'] });
    expect(calls).toEqual(['TransactGetItemsCommand']);
  });

  it('falls back to the account’s real current organisation on a stale hint, never granting the hinted one’s roles', async () => {
    const { result, calls } = await countingRoundTrips(() =>
      invoke(getCurrentUser, { as: { sub: user.userId }, headers: hint(elsewhere) }),
    );
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ organization: { id: org }, roles: ['admin', 'root_admin'], role: 'admin' });
    expect(calls).toEqual(['TransactGetItemsCommand', 'TransactGetItemsCommand']);
  });

  it('keeps a stale hint from granting access: a student here with admin rights in the hinted organisation is refused', async () => {
    const student = await createUser({
      memberships: [
        [elsewhere, ['student']],
        [org, ['admin', 'root_admin']],
      ],
    });
    // The sign-in's first request registers it (once per sign-in, issue 21): made first, apart from the count.
    await invoke(getCurrentUser, { as: { sub: student.userId } });
    const { result, calls } = await countingRoundTrips(() =>
      invoke(getHierarchy, { as: { sub: student.userId }, headers: hint(org) }),
    );
    expect(result.status).toBe(403);
    expect(calls).toEqual(['TransactGetItemsCommand', 'TransactGetItemsCommand']);
    const me = await invoke(getCurrentUser, { as: { sub: student.userId }, headers: hint(org) });
    expect(me.body).toMatchObject({ organization: { id: elsewhere }, roles: ['student'] });
  });

  it('gives nothing for a hint naming an organisation the user never joined', async () => {
    const stranger = await createOrganisation({ name: 'Stranger University' });
    const { result, calls } = await countingRoundTrips(() =>
      invoke(getCurrentUser, { as: { sub: user.userId }, headers: hint(stranger.organizationId) }),
    );
    expect(result.body).toMatchObject({ organization: { id: org }, roles: ['admin', 'root_admin'] });
    expect(calls).toHaveLength(2);
  });

  it('ignores a malformed hint (the read without a hint)', async () => {
    const { result, calls } = await countingRoundTrips(() =>
      invoke(getCurrentUser, { as: { sub: user.userId }, headers: hint('ORG#x / y') }),
    );
    expect(result.body).toMatchObject({ organization: { id: org } });
    expect(calls).toEqual(['GetItemCommand', 'TransactGetItemsCommand']);
  });

  it('answers 401 for a hinted request from a user with no account, in one round trip', async () => {
    const { result, calls } = await countingRoundTrips(() =>
      invoke(getCurrentUser, { as: { sub: '00000000-0000-0000-0000-000000000000' }, headers: hint(org) }),
    );
    expect(result.status).toBe(401);
    expect(calls).toEqual(['TransactGetItemsCommand']);
  });

  it('answers 403 when the hinted current organisation’s membership is gone, as without a hint', async () => {
    const left = await createOrganisation();
    const leaver = await createUser({ memberships: [[left.organizationId, ['student']]] });
    await removeMembership(left.organizationId, leaver.userId);
    const hinted = await invoke(getCurrentUser, { as: { sub: leaver.userId }, headers: hint(left.organizationId) });
    const plain = await invoke(getCurrentUser, { as: { sub: leaver.userId } });
    expect(hinted.status).toBe(403);
    expect(hinted.body).toEqual(plain.body);
  });

  it('stays within 2 round trips while acting as another user, whatever the hint (the hint cannot help there)', async () => {
    const impersonated = await freshOrganisation({ support: ['support'], student: ['student'] });
    const support = impersonated.users.support;
    const student = impersonated.users.student;
    if (!support || !student) throw new Error('fixture users');
    expect(
      (await invoke(startImpersonation, { as: { sub: support.userId }, body: { user_id: student.userId } })).status,
    ).toBe(201);
    for (const organizationId of [impersonated.organizationId, org]) {
      const { result, calls } = await countingRoundTrips(() =>
        invoke(getCurrentUser, { as: { sub: support.userId }, headers: hint(organizationId) }),
      );
      expect(result.body).toMatchObject({
        id: student.userId,
        organization: { id: impersonated.organizationId },
        roles: ['student'],
      });
      expect(calls).toEqual(['TransactGetItemsCommand', 'TransactGetItemsCommand']);
    }
  });
});
