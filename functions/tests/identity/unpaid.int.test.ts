import {
  getCurrentUser,
  getHierarchy,
  getUserOrganization,
  listTerms,
  listUserOrganizations,
  switchOrganization,
  updateLanguage,
} from '@tessera/shared';
import { createOrganisation, createUser } from '../support/fixtures';
import { invoke } from '../support/invoke';

describe('an unpaid organisation (spec 1 §3, §7: its members are sent to the purchase page)', () => {
  it('answers its members 402 on everything but who they are, their organisations, switching away and their settings', async () => {
    const unpaid = await createOrganisation({ name: 'Unpaid Institute', paymentStatus: 'unpaid' });
    const paid = await createOrganisation({ name: 'Paid Institute' });
    const admin = await createUser({
      memberships: [
        [unpaid.organizationId, ['admin', 'root_admin']],
        [paid.organizationId, ['admin', 'root_admin']],
      ],
    });

    for (const contract of [getHierarchy, listTerms]) {
      const refused = await invoke(contract, { as: admin });
      expect(refused.status).toBe(402);
      expect(refused.body).toMatchObject({ code: 'identity.organization_unpaid' });
    }
    expect((await invoke(getCurrentUser, { as: admin })).status).toBe(200);
    expect((await invoke(listUserOrganizations, { as: admin, path: { id: admin.userId } })).status).toBe(200);
    const language = await invoke(updateLanguage, {
      as: admin,
      path: { id: admin.userId },
      body: { default_language: 'en' },
    });
    expect(language.status).toBe(200);

    const switched = await invoke(switchOrganization, {
      as: admin,
      path: { id: admin.userId },
      body: { organization_id: paid.organizationId },
    });
    expect(switched.status).toBe(200);
    expect((await invoke(getHierarchy, { as: admin })).status).toBe(200);
  });
});

describe('GET /api/users/{id}/organization (spec 1 §7): the current organisation', () => {
  it('answers one’s own current organisation, and 404 for anyone else’s', async () => {
    const org = await createOrganisation({ name: 'Current College' });
    const [user, other] = [
      await createUser({ memberships: [[org.organizationId, ['student']]] }),
      await createUser({ memberships: [[org.organizationId, ['student']]] }),
    ];
    expect(await invoke(getUserOrganization, { as: user, path: { id: user.userId } })).toEqual({
      status: 200,
      body: { id: org.organizationId, name: 'Current College', org_type: 'other', payment_status: 'paid' },
    });
    expect((await invoke(getUserOrganization, { as: user, path: { id: other.userId } })).status).toBe(404);
  });
});
