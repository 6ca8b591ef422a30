import { getCurrentUser, startImpersonation } from '@tessera/shared';
import { onDynamoCall } from '../../src/db/client';
import { DEMO_ORGS, DEMO_USERS } from '../../src/seed/seed-demo';
import { createOrganisation, createUser, demoUserId } from '../support/fixtures';
import { invoke } from '../support/invoke';

async function countingRoundTrips<T>(work: () => Promise<T>): Promise<{ result: T; calls: string[] }> {
  const calls: string[] = [];
  const stop = onDynamoCall((name) => calls.push(name));
  try {
    return { result: await work(), calls };
  } finally {
    stop();
  }
}

describe('GET /api/users/me (spec 1 §3 "Current user")', () => {
  it('describes the student in Demo University with every field of the current user', async () => {
    const id = await demoUserId('student');
    const { status, body } = await invoke(getCurrentUser, { as: { sub: id } });
    expect(status).toBe(200);
    expect(body).toEqual({
      id,
      first_name: DEMO_USERS.student.firstName,
      last_name: DEMO_USERS.student.lastName,
      email: 'student@demo.test',
      role: 'student',
      roles: ['student'],
      avatar_small: null,
      root_admin: false,
      // wm_sso and insight are delivered; the web filters them out of the switcher (spec 1 §2).
      available_apps: ['placement_management', 'program_applications', 'gateways', 'wm_sso', 'insight'],
      integrations: {
        field_placement: { ui: DEMO_ORGS.demo.fieldPlacementUi },
        applications: { ui: DEMO_ORGS.demo.applicationsUi },
        gateways: { ui: DEMO_ORGS.demo.gatewaysUi },
      },
      wm_sso_enabled: false,
      wm_sso_logout_url: null,
      new_field_placement_enabled: false,
      // allow_password_paste: the organisation's setting the web applies (ADR 0014), true by default.
      organization: {
        id: 'org_demo',
        name: 'Demo University',
        org_type: 'test',
        payment_status: 'paid',
        allow_password_paste: true,
      },
      locale: 'en',
      plagiarism_enabled: true,
      sign_eula: false,
      impersonator: null,
      home: '/via/inprogress',
    });
  });

  it.each([
    ['admin', 'admin', false, '/via/academics'],
    ['rootAdmin', 'admin', true, '/via/academics'],
    ['faculty', 'faculty', false, '/via/inprogress'],
    ['support', 'support', false, '/via/inprogress'],
    ['staff', 'staff', false, '/via/inprogress'],
  ] as const)(
    'shows %s with role %s, root_admin %s and home %s (spec 1 §2 home link)',
    async (key, role, rootAdmin, home) => {
      const { body } = await invoke(getCurrentUser, { as: { sub: await demoUserId(key) } });
      expect(body).toMatchObject({ role, root_admin: rootAdmin, home });
    },
  );

  it('resolves the actor in at most 2 DynamoDB round trips and the route makes no more (docs/architecture.md §10)', async () => {
    const sub = await demoUserId('coordinator');
    await invoke(getCurrentUser, { as: { sub } }); // warm: clients created
    const { result, calls } = await countingRoundTrips(() => invoke(getCurrentUser, { as: { sub } }));
    expect(result.status).toBe(200);
    expect(calls).toEqual(['GetItemCommand', 'TransactGetItemsCommand']);
  });

  it('stays within 2 round trips while acting as another user', async () => {
    const org = await createOrganisation();
    const support = await createUser({ memberships: [[org.organizationId, ['support']]] });
    const student = await createUser({ firstName: 'Stu', memberships: [[org.organizationId, ['student']]] });
    expect(
      (await invoke(startImpersonation, { as: { sub: support.userId }, body: { user_id: student.userId } })).status,
    ).toBe(201);
    const { result, calls } = await countingRoundTrips(() => invoke(getCurrentUser, { as: { sub: support.userId } }));
    expect(result.body).toMatchObject({ id: student.userId, first_name: 'Stu' });
    expect(calls).toHaveLength(2);
  });

  it('answers 401 without a signed-in user', async () => {
    const { status, body } = await invoke(getCurrentUser);
    expect(status).toBe(401);
    expect(body).toEqual({ code: 'identity.unauthorized', message: 'Please sign in to continue.', fields: {} });
  });

  it('answers 401 for a signed-in user with no account', async () => {
    expect((await invoke(getCurrentUser, { as: { sub: '00000000-0000-0000-0000-000000000000' } })).status).toBe(401);
  });
});
