import { getUser, listUserOrganizations } from '@tessera/shared';
import { demoUserId } from '../support/fixtures';
import { invoke } from '../support/invoke';

describe('GET /api/users/{id}', () => {
  it('shows a user of the caller’s current organisation', async () => {
    const student = await demoUserId('student');
    const { status, body } = await invoke(getUser, {
      as: { sub: await demoUserId('faculty') },
      path: { id: student },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: student,
      first_name: 'Sam',
      last_name: 'Student',
      email: 'student@demo.test',
      role: 'student',
      avatar_small: null,
    });
  });

  it('answers 404, never 403, for a user of another organisation', async () => {
    const student = await demoUserId('student');
    const { status, body } = await invoke(getUser, {
      as: { sub: await demoUserId('otherAdmin') },
      path: { id: student },
    });
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'identity.user_not_found', message: 'Resource does not exist!' });
  });

  it('answers 404 for an id nobody has', async () => {
    expect((await invoke(getUser, { as: { sub: await demoUserId('admin') }, path: { id: 'nobody' } })).status).toBe(
      404,
    );
  });
});

describe('GET /api/users/{id}/organizations', () => {
  it('lists the organisations the caller joined, with the current one', async () => {
    const faculty = await demoUserId('faculty');
    const { status, body } = await invoke(listUserOrganizations, {
      as: { sub: faculty },
      path: { id: faculty },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      current_user_id: faculty,
      current_organization_id: 'org_demo',
      organizations: [
        { id: 'org_demo', name: 'Demo University', org_type: 'test', payment_status: 'paid' },
        { id: 'org_other', name: 'Other College', org_type: 'other', payment_status: 'paid' },
        { id: 'org_unpaid', name: 'Unpaid Academy', org_type: 'other', payment_status: 'unpaid' },
      ],
    });
  });

  it('answers 404 for someone else’s list, even an administrator asking', async () => {
    const { status } = await invoke(listUserOrganizations, {
      as: { sub: await demoUserId('admin') },
      path: { id: await demoUserId('faculty') },
    });
    expect(status).toBe(404);
  });
});
