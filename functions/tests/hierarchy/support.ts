import { createNode as createNodeContract, type Role } from '@tessera/shared';
import { insertNode, listTree, type HierarchyNode, type NodeAdmin } from '../../src/db/hierarchy/nodes';
import { DEMO_HIERARCHY } from '../../src/seed/seed-hierarchy';
import { createOrganisation, createUser, type FixtureUser } from '../support/fixtures';
import { invoke } from '../support/invoke';

export const DEMO_ROOT = DEMO_HIERARCHY.demoRoot.nodeId;

let counter = 0;
/** A name no other test uses. */
export const uniqueName = (prefix: string): string =>
  `${prefix} ${Date.now().toString(36)}-${(counter += 1)}-${Math.random().toString(36).slice(2, 6)}`;

/** A fresh folder under the seeded "Demo University" (made by the root admin), so test files stay independent. */
export async function freshDemoFolder(
  parent: string = DEMO_ROOT,
): Promise<{ id: string; text: string; path: string[] }> {
  const { status, body } = await invoke<{ id: string; text: string; path: string[] }>(createNodeContract, {
    as: 'rootAdmin',
    body: { parent, new_node_text: uniqueName('Test folder') },
  });
  if (status !== 201) throw new Error(`cannot create a test folder: ${status} ${JSON.stringify(body)}`);
  return body;
}

export interface FreshOrganisation {
  organizationId: string;
  rootAdmin: FixtureUser;
  admin: FixtureUser;
  top: HierarchyNode;
}

const adminOf = (user: FixtureUser, role: string): NodeAdmin => ({
  userId: user.userId,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role,
});

/**
 * An organisation of its own with a root admin (listed on its top node) and an admin listed nowhere: for
 * tests of organisation-wide limits (2 top-level nodes, terms) that must not touch the demo data.
 */
export async function freshOrganisation(
  extraRoles: Record<string, Role[]> = {},
): Promise<FreshOrganisation & { users: Record<string, FixtureUser> }> {
  const org = await createOrganisation();
  const rootAdmin = await createUser({
    firstName: 'Rita',
    lastName: 'Root',
    memberships: [[org.organizationId, ['admin', 'root_admin']]],
  });
  const admin = await createUser({
    firstName: 'Andy',
    lastName: 'Admin',
    memberships: [[org.organizationId, ['admin']]],
  });
  const users: Record<string, FixtureUser> = {};
  for (const [key, roles] of Object.entries(extraRoles))
    users[key] = await createUser({ firstName: key, memberships: [[org.organizationId, roles]] });
  const outcome = await insertNode({
    organizationId: org.organizationId,
    nodeId: `top_${org.organizationId}`,
    text: 'Fresh University',
    parent: null,
    rootSlot: 1,
    mountableType: 'institution',
    admins: [adminOf(rootAdmin, 'root_admin')],
  });
  if (outcome.status !== 'created') throw new Error(outcome.status);
  return { organizationId: org.organizationId, rootAdmin, admin, top: outcome.node, users };
}

export { listTree };
