import { getUser, listUserOrganizations, searchUsers } from '@tessera/shared';
import { createOrganisation, createUser, demoUserId } from '../support/fixtures';
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

describe('GET /api/users/search', () => {
  it('finds users of the current organisation by name or email, case-insensitively, sorted by last name', async () => {
    const org = await createOrganisation();
    const support = await createUser({
      firstName: 'Sue',
      lastName: 'Helper',
      memberships: [[org.organizationId, ['support']]],
    });
    const zoe = await createUser({
      firstName: 'Zoe',
      lastName: 'Quill',
      memberships: [[org.organizationId, ['student']]],
    });
    const adam = await createUser({
      firstName: 'Adam',
      lastName: 'Quarry',
      memberships: [[org.organizationId, ['faculty']]],
    });
    const outsider = await createOrganisation();
    await createUser({
      firstName: 'Quentin',
      lastName: 'Quill',
      memberships: [[outsider.organizationId, ['student']]],
    });

    const byName = await invoke<{ users: { id: string; role: string }[] }>(searchUsers, {
      as: { sub: support.userId },
      query: { q: 'QU' },
    });
    expect(byName.status).toBe(200);
    expect(byName.body.users.map((u) => u.id)).toEqual([adam.userId, zoe.userId]);
    expect(byName.body.users.map((u) => u.role)).toEqual(['faculty', 'student']);

    const byEmail = await invoke<{ users: { id: string }[] }>(searchUsers, {
      as: { sub: support.userId },
      query: { q: zoe.email.slice(0, 12) },
    });
    expect(byEmail.body.users.map((u) => u.id)).toEqual([zoe.userId]);

    const everyone = await invoke<{ users: { id: string }[] }>(searchUsers, { as: { sub: support.userId } });
    expect(everyone.body.users).toHaveLength(3);
  });

  it('is refused to roles other than support and staff', async () => {
    expect((await invoke(searchUsers, { as: { sub: await demoUserId('admin') }, query: { q: 'a' } })).status).toBe(403);
  });
});
