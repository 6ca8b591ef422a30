import type { Role } from '@tessera/shared';
import { onDynamoCall } from '../../src/db/client';
import { createNode, listTree } from '../../src/db/hierarchy/nodes';
import type { NodeAdminRecord, NodeRecord } from '../../src/db/hierarchy/records';
import { handler } from '../../src/http/hierarchy/handler';
import { DEMO_HIERARCHY } from '../../src/seed/seed-hierarchy';
import { apiEvent, json, lambdaContext, type EventOptions } from '../support/events';
import { createOrganisation, createUser, demoUserId, type FixtureUser } from '../support/fixtures';
import type { DemoUserKey } from '../../src/seed/seed-demo';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** Calls the hierarchy Lambda in-process with an API Gateway v2 event, as the gateway would. */
export async function call<T = Record<string, unknown>>(
  routeKey: string,
  options: EventOptions = {},
): Promise<Answer<T>> {
  const result = await handler(apiEvent(routeKey, options), lambdaContext);
  return { status: result.statusCode ?? 0, body: json<T>(result) };
}

/** A call as a demo user. */
export async function as<T = Record<string, unknown>>(
  user: DemoUserKey,
  routeKey: string,
  options: Omit<EventOptions, 'sub'> = {},
): Promise<Answer<T>> {
  return call<T>(routeKey, { ...options, sub: await demoUserId(user) });
}

export async function countingRoundTrips<T>(work: () => Promise<T>): Promise<{ result: T; calls: string[] }> {
  const calls: string[] = [];
  const stop = onDynamoCall((name) => calls.push(name));
  try {
    return { result: await work(), calls };
  } finally {
    stop();
  }
}

export const DEMO_ROOT = DEMO_HIERARCHY.demoRoot.nodeId;

let counter = 0;
/** A name no other test uses. */
export const uniqueName = (prefix: string): string =>
  `${prefix} ${Date.now().toString(36)}-${(counter += 1)}-${Math.random().toString(36).slice(2, 6)}`;

/** A fresh folder under the seeded "Demo University" (made by the root admin), so test files stay independent. */
export async function freshDemoFolder(
  parent: string = DEMO_ROOT,
): Promise<{ id: string; text: string; path: string[] }> {
  const { status, body } = await as<{ id: string; text: string; path: string[] }>(
    'rootAdmin',
    'POST /api/hierarchy/nodes',
    {
      body: { parent, new_node_text: uniqueName('Test folder') },
    },
  );
  if (status !== 201) throw new Error(`cannot create a test folder: ${status} ${JSON.stringify(body)}`);
  return body;
}

export interface FreshOrganisation {
  organizationId: string;
  rootAdmin: FixtureUser;
  admin: FixtureUser;
  top: NodeRecord;
}

const adminOf = (user: FixtureUser, role: string): NodeAdminRecord => ({
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
  const outcome = await createNode({
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
