import { getHierarchy, insertNodeAdmin, listAdminCandidates, listNodeAdmins, removeNodeAdmin } from '@tessera/shared';
import { saveNodeAdmins } from '../../src/db/hierarchy/nodes';
import { createUser, demoUserId } from '../support/fixtures';
import { countingRoundTrips, invoke } from '../support/invoke';
import { DEMO_ROOT, freshDemoFolder, listTree } from './support';

interface Admin {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  role: string;
}
type AdminList = { admins: Admin[]; can_insert: boolean; can_remove: boolean };

describe('admins of a node (spec 2 §3 "Admin user", §5, §6, §8)', () => {
  it('lists the seeded admins of Demo University', async () => {
    const { status, body } = await invoke<AdminList>(listNodeAdmins, { as: 'admin', path: { id: DEMO_ROOT } });
    expect(status).toBe(200);
    expect(body.admins).toEqual(
      expect.arrayContaining([
        {
          id: await demoUserId('admin'),
          first_name: 'Ada',
          last_name: 'Admin',
          email: 'admin@demo.test',
          username: 'admin@demo.test',
          role: 'admin',
        },
        expect.objectContaining({ email: 'rootadmin@demo.test', role: 'root_admin' }),
      ]),
    );
  });

  it('lists a node’s admins in one round trip after resolving the actor', async () => {
    const list = () => invoke(listNodeAdmins, { as: 'admin', path: { id: DEMO_ROOT } });
    await list();
    const { calls } = await countingRoundTrips(list);
    expect(calls.slice(2)).toEqual(['QueryCommand']);
  });

  it.each([
    ['admin', false],
    ['rootAdmin', true],
  ] as const)(
    'on the top node the %s may insert admins: %s (root admin listed on the node)',
    async (user, canInsert) => {
      const { body } = await invoke<AdminList>(listNodeAdmins, { as: user, path: { id: DEMO_ROOT } });
      expect(body).toMatchObject({ can_insert: canInsert, can_remove: true });
    },
  );

  it('refuses an admin without child authority inserting on the node they are listed on', async () => {
    const { status, body } = await invoke(insertNodeAdmin, {
      as: 'admin',
      path: { id: DEMO_ROOT },
      body: { user_id: await demoUserId('coordinator') },
    });
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 'hierarchy.admin.cannot_insert' });
  });

  it('offers as candidates the organisation’s users except students and existing admins', async () => {
    const folder = await freshDemoFolder();
    await invoke(insertNodeAdmin, {
      as: 'admin',
      path: { id: folder.id },
      body: { user_id: await demoUserId('mentor') },
    });
    const { status, body } = await invoke<{ users: Admin[] }>(listAdminCandidates, {
      as: 'admin',
      path: { id: folder.id },
      query: { q: '@demo.test' },
    });
    expect(status).toBe(200);
    const emails = body.users.map((user) => user.email);
    expect(emails).toEqual(expect.arrayContaining(['faculty@demo.test', 'coordinator@demo.test', 'admin@demo.test']));
    expect(emails).not.toContain('student@demo.test');
    expect(emails).not.toContain('mentor@demo.test');
  });

  it('inserts an admin by child authority; the new admin then sees that branch, and only it', async () => {
    const folder = await freshDemoFolder();
    const newcomer = await createUser({ firstName: 'Nia', lastName: 'New', memberships: [['org_demo', ['admin']]] });
    const { status, body } = await invoke<Admin>(insertNodeAdmin, {
      as: 'admin',
      path: { id: folder.id },
      body: { user_id: newcomer.userId },
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: newcomer.userId,
      first_name: 'Nia',
      last_name: 'New',
      email: newcomer.email,
      username: newcomer.email,
      role: 'admin',
    });
    const tree = await invoke<{ nodes: { id: string; parent: string | null }[] }>(getHierarchy, {
      as: { sub: newcomer.userId },
    });
    expect(tree.body.nodes).toEqual([expect.objectContaining({ id: folder.id, parent: null })]);

    const removed = await invoke(removeNodeAdmin, { as: 'admin', path: { id: folder.id, userId: newcomer.userId } });
    expect(removed.status).toBe(200);
    expect((await invoke(getHierarchy, { as: { sub: newcomer.userId } })).body).toEqual({ nodes: [] });
  });

  it.each([
    ['a student', 'student'],
    ['an existing admin', 'mentor'],
  ] as const)('refuses %s as a new admin (spec 2 §6 candidates)', async (_label, user) => {
    const folder = await freshDemoFolder();
    if (user === 'mentor') {
      await invoke(insertNodeAdmin, {
        as: 'admin',
        path: { id: folder.id },
        body: { user_id: await demoUserId('mentor') },
      });
    }
    const { status, body } = await invoke(insertNodeAdmin, {
      as: 'admin',
      path: { id: folder.id },
      body: { user_id: await demoUserId(user) },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'hierarchy.admin.not_candidate',
      message: 'This user cannot become an admin of this folder.',
      fields: { user_id: 'This user cannot become an admin of this folder.' },
    });
  });

  it('refuses a user of another organisation as if unknown', async () => {
    const folder = await freshDemoFolder();
    const { status, body } = await invoke(insertNodeAdmin, {
      as: 'admin',
      path: { id: folder.id },
      body: { user_id: await demoUserId('otherStudent') },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'identity.user_not_found' });
  });

  it('refuses removing oneself with "A user cannot remove themselves as an admin." (spec 2 §5, §8)', async () => {
    const { status, body } = await invoke(removeNodeAdmin, {
      as: 'admin',
      path: { id: DEMO_ROOT, userId: await demoUserId('admin') },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'hierarchy.admin.cannot_remove_self',
      message: 'A user cannot remove themselves as an admin.',
      fields: {},
    });
    const tree = await listTree('org_demo');
    expect(tree.find((node) => node.nodeId === DEMO_ROOT)?.admins.map((a) => a.email)).toContain('admin@demo.test');
  });

  it('answers 404 for removing someone who is not an admin of the node', async () => {
    const folder = await freshDemoFolder();
    const { status } = await invoke(removeNodeAdmin, {
      as: 'admin',
      path: { id: folder.id, userId: await demoUserId('faculty') },
    });
    expect(status).toBe(404);
  });

  it('keeps other organisations’ admins invisible: 404 on every admin route', async () => {
    const adminId = await demoUserId('admin');
    const answers = await Promise.all([
      invoke(listNodeAdmins, { as: 'otherAdmin', path: { id: DEMO_ROOT } }),
      invoke(listAdminCandidates, { as: 'otherAdmin', path: { id: DEMO_ROOT } }),
      invoke(insertNodeAdmin, { as: 'otherAdmin', path: { id: DEMO_ROOT }, body: { user_id: adminId } }),
      invoke(removeNodeAdmin, { as: 'otherAdmin', path: { id: DEMO_ROOT, userId: adminId } }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404]);
  });

  it('refuses a change to the admins based on a stale read (version guard)', async () => {
    const folder = await freshDemoFolder();
    const stale = (await listTree('org_demo')).find((node) => node.nodeId === folder.id);
    if (!stale) throw new Error('folder not found');
    await invoke(insertNodeAdmin, {
      as: 'admin',
      path: { id: folder.id },
      body: { user_id: await demoUserId('faculty') },
    });
    expect(await saveNodeAdmins(stale, [])).toBe('conflict');
    const { body } = await invoke<AdminList>(listNodeAdmins, { as: 'admin', path: { id: folder.id } });
    expect(body.admins.map((a) => a.email)).toEqual(['faculty@demo.test']);
  });

  it.each(['student', 'faculty'] as const)('refuses the %s on admin routes with 403', async (user) => {
    expect((await invoke(listNodeAdmins, { as: user, path: { id: DEMO_ROOT } })).status).toBe(403);
  });
});
