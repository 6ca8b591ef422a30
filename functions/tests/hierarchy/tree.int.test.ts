import { createNode, getHierarchy, insertNodeAdmin } from '@tessera/shared';
import { createUser } from '../support/fixtures';
import { countingRoundTrips, invoke } from '../support/invoke';
import { DEMO_ROOT, freshOrganisation } from './support';

interface TreeNode {
  id: string;
  text: string;
  parent: string | null;
  path: string[];
  state: string;
  platform_mountable_type: string;
  node_authority: boolean;
  child_authority: boolean;
}
type Tree = { nodes: TreeNode[] };

describe('GET /api/hierarchy: the nodes the caller may access (spec 2 §2, §6)', () => {
  it('shows the demo admin the seeded tree, with node authority everywhere and child authority below the node they are listed on', async () => {
    const { status, body } = await invoke<Tree>(getHierarchy, { as: 'admin' });
    expect(status).toBe(200);
    const byId = new Map(body.nodes.map((node) => [node.id, node]));
    expect(body.nodes[0]).toEqual({
      id: DEMO_ROOT,
      text: 'Demo University',
      parent: null,
      path: [DEMO_ROOT],
      state: 'active',
      platform_mountable_type: 'institution',
      node_authority: true,
      child_authority: false,
    });
    expect(byId.get('node_demo_college')).toMatchObject({
      text: 'College of Education',
      parent: DEMO_ROOT,
      path: [DEMO_ROOT, 'node_demo_college'],
      platform_mountable_type: 'college',
      node_authority: true,
      child_authority: true,
    });
    expect(byId.get('node_demo_program')).toMatchObject({
      parent: 'node_demo_college',
      platform_mountable_type: 'program',
    });
    expect(body.nodes.every((node) => node.node_authority)).toBe(true);
    expect(body.nodes.some((node) => node.id === 'node_other_root')).toBe(false);
  });

  it('lets the root admin manage the top node too', async () => {
    const { body } = await invoke<Tree>(getHierarchy, { as: 'rootAdmin' });
    expect(body.nodes.find((node) => node.id === DEMO_ROOT)).toMatchObject({
      node_authority: true,
      child_authority: true,
    });
  });

  it('shows Other College’s admin only Other College’s own tree', async () => {
    const { status, body } = await invoke<Tree>(getHierarchy, { as: 'otherAdmin' });
    expect(status).toBe(200);
    expect(body.nodes.map((node) => node.text)).toEqual(['Other College']);
  });

  it('answers an empty list to an organisation admin who is listed on no node', async () => {
    const lonely = await createUser({ memberships: [['org_demo', ['admin']]] });
    const { status, body } = await invoke<Tree>(getHierarchy, { as: { sub: lonely.userId } });
    expect(status).toBe(200);
    expect(body).toEqual({ nodes: [] });
  });

  it('shows a root admin the whole tree of their organisation even when listed nowhere', async () => {
    const fresh = await freshOrganisation({ otherRoot: ['admin', 'root_admin'] });
    const { body } = await invoke<Tree>(getHierarchy, { as: { sub: fresh.users.otherRoot?.userId as string } });
    expect(body.nodes.map((node) => node.text)).toEqual(['Fresh University']);
  });

  it('shows an admin listed on a lower node only that branch, its top node becoming top-level', async () => {
    const fresh = await freshOrganisation();
    const college = await invoke<TreeNode>(createNode, {
      as: { sub: fresh.rootAdmin.userId },
      body: { parent: fresh.top.nodeId, new_node_text: 'College' },
    });
    await invoke<TreeNode>(createNode, {
      as: { sub: fresh.rootAdmin.userId },
      body: { parent: fresh.top.nodeId, new_node_text: 'Elsewhere' },
    });
    const inserted = await invoke(insertNodeAdmin, {
      as: { sub: fresh.rootAdmin.userId },
      path: { id: college.body.id },
      body: { user_id: fresh.admin.userId },
    });
    expect(inserted.status).toBe(201);
    const { body } = await invoke<Tree>(getHierarchy, { as: { sub: fresh.admin.userId } });
    expect(body.nodes).toEqual([
      expect.objectContaining({
        id: college.body.id,
        text: 'College',
        parent: null,
        node_authority: true,
        child_authority: false,
      }),
    ]);
  });

  it.each(['student', 'faculty', 'coordinator'] as const)(
    'refuses the %s with 403 (the contract audience)',
    async (user) => {
      const { status } = await invoke(getHierarchy, { as: user });
      expect(status).toBe(403);
    },
  );

  it('reads the tree in one round trip after resolving the actor (docs/architecture.md §10)', async () => {
    await invoke(getHierarchy, { as: 'admin' }); // warm
    const { result, calls } = await countingRoundTrips(() => invoke(getHierarchy, { as: 'admin' }));
    expect(result.status).toBe(200);
    expect(calls).toEqual(['GetItemCommand', 'TransactGetItemsCommand', 'QueryCommand']);
  });
});
