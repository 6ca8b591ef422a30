import { getCurrentUser, switchOrganization } from '@tessera/shared';
import { getAccount } from '../../src/db/identity/accounts';
import { createOrganisation, createUser, demoUserId } from '../support/fixtures';
import { invoke } from '../support/invoke';

describe('POST /users/{id}/login: switch organisation (spec 1 §7)', () => {
  it('switches to another joined, paid organisation and sends the user to /', async () => {
    const home = await createOrganisation({ name: 'Home College' });
    const second = await createOrganisation({ name: 'Second College' });
    const user = await createUser({
      memberships: [
        [home.organizationId, ['faculty']],
        [second.organizationId, ['coordinator']],
      ],
    });

    const answer = await invoke(switchOrganization, {
      as: { sub: user.userId },
      path: { id: user.userId },
      body: { organization_id: second.organizationId },
    });
    expect(answer).toEqual({ status: 200, body: { redirect_to: '/' } });
    const me = await invoke(getCurrentUser, { as: { sub: user.userId } });
    expect(me.body).toMatchObject({
      role: 'coordinator',
      organization: { id: second.organizationId, name: 'Second College' },
    });
  });

  it('answers 402 identity.organization_unpaid for an unpaid organisation and changes nothing', async () => {
    const faculty = await demoUserId('faculty');
    const answer = await invoke(switchOrganization, {
      as: { sub: faculty },
      path: { id: faculty },
      body: { organization_id: 'org_unpaid' },
    });
    expect(answer).toEqual({
      status: 402,
      body: {
        code: 'identity.organization_unpaid',
        message: 'This organization needs a payment before you can use it.',
        fields: {},
      },
    });
    expect((await getAccount(faculty))?.currentOrganizationId).toBe('org_demo');
  });

  it('answers 404 for an organisation the user has not joined', async () => {
    const student = await demoUserId('student');
    const answer = await invoke(switchOrganization, {
      as: { sub: student },
      path: { id: student },
      body: { organization_id: 'org_other' },
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'identity.organization_not_joined' });
    expect((await getAccount(student))?.currentOrganizationId).toBe('org_demo');
  });

  it('answers 404 when switching someone else', async () => {
    const answer = await invoke(switchOrganization, {
      as: { sub: await demoUserId('admin') },
      path: { id: await demoUserId('faculty') },
      body: { organization_id: 'org_other' },
    });
    expect(answer.status).toBe(404);
  });

  it('answers 400 with a field error when organization_id is missing', async () => {
    const student = await demoUserId('student');
    const answer = await invoke(switchOrganization, { as: { sub: student }, path: { id: student }, body: {} });
    expect(answer).toEqual({
      status: 400,
      body: {
        code: 'system.invalid_request',
        message: 'Some required information is missing or incomplete.',
        fields: { organization_id: 'This field cannot be left blank.' },
      },
    });
  });
});
