import { createRubric, type Locale, type Rubric, type RubricSummary } from '@tessera/shared';
import { listTree, saveNodeAdmins } from '../../src/db/hierarchy/nodes';
import { createUser, type FixtureUser } from '../support/fixtures';
import { invoke, type Caller } from '../support/invoke';

export { DEMO_ROOT, freshDemoFolder, freshOrganisation, uniqueName } from '../hierarchy/support';
export type { Rubric, RubricSummary };

/** A rubric body the editor would send: 3 criteria × 4 levels, scored, unless `over` says otherwise. */
export function rubricBody(over: Record<string, unknown> = {}) {
  return {
    title: 'Presentation Rubric',
    levels: [
      { id: 'l1', name: 'Beginning' },
      { id: 'l2', name: 'Developing' },
      { id: 'l3', name: 'Proficient' },
      { id: 'l4', name: 'Exemplary' },
    ],
    criterias: [
      { id: 'c1', name: 'Content', description: 'Accurate and complete.' },
      { id: 'c2', name: 'Delivery' },
      { id: 'c3', name: 'Visual aids' },
    ],
    points: [
      [0, 1, 2, 3],
      [0, 1, 2, 3],
      [0, 2, 4, 6],
    ],
    weight: [1, 2, 1],
    contents: [
      ['Missing', 'Partial', 'Complete', 'Insightful'],
      ['Inaudible', 'Hesitant', 'Clear', 'Engaging'],
      ['None', 'Distracting', 'Helpful', 'Compelling'],
    ],
    ...over,
  };
}

/** Creates a rubric through the API and returns it (fails the test on anything but 201). */
export async function createdRubric(
  nodeId: string,
  over: Record<string, unknown> = {},
  as: Caller = 'admin',
): Promise<Rubric> {
  const { status, body } = await invoke<Rubric>(createRubric, { as, body: { node_id: nodeId, ...rubricBody(over) } });
  if (status !== 201) throw new Error(`cannot create a test rubric: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** An admin of Demo University listed on `nodeId` only (node authority there and beneath, nowhere else). */
export async function adminOf(
  nodeId: string,
  options: { organizationId?: string; locale?: Locale } = {},
): Promise<FixtureUser> {
  const organizationId = options.organizationId ?? 'org_demo';
  const user = await createUser({
    firstName: 'Nell',
    lastName: 'Node-Admin',
    locale: options.locale ?? 'en',
    memberships: [[organizationId, ['admin']]],
  });
  const node = (await listTree(organizationId)).find((candidate) => candidate.nodeId === nodeId);
  if (!node) throw new Error(`no node ${nodeId} in ${organizationId}`);
  const saved = await saveNodeAdmins(node, [
    ...node.admins,
    { userId: user.userId, email: user.email, firstName: user.firstName, lastName: user.lastName, role: 'admin' },
  ]);
  if (saved !== 'saved') throw new Error('cannot list the test admin');
  return user;
}

/** An error body's message and field sentences. */
export interface ErrorBody {
  code: string;
  message: string;
  fields: Record<string, string>;
}
