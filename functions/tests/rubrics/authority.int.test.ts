/**
 * The rubrics context judges node authority from the hierarchy's port (ports/hierarchy.ts permittedPaths),
 * not from the hierarchy's own code: this holds the two in step. For callers listed on different nodes, a
 * root admin and an admin listed nowhere, the nodes a caller may manage rubrics on are exactly the nodes
 * GET /api/hierarchy marks with node authority.
 */
import { getHierarchy, listRubrics } from '@tessera/shared';
import { insertNode } from '../../src/db/hierarchy/nodes';
import { invoke } from '../support/invoke';
import { adminOf, freshOrganisation } from './support';

describe('node authority, as the hierarchy grants it', () => {
  it('lets a caller list rubrics on exactly the nodes the hierarchy gives them node authority over', async () => {
    const { organizationId, rootAdmin, admin, top } = await freshOrganisation();
    const made = [];
    let parent = top;
    for (const name of ['College', 'Department', 'Program']) {
      const outcome = await insertNode({ organizationId, nodeId: `${name}_${organizationId}`, text: name, parent });
      if (outcome.status !== 'created') throw new Error(outcome.status);
      made.push(outcome.node);
      parent = outcome.node;
    }
    const department = await adminOf(made[1]?.nodeId as string, { organizationId });
    const nodes = [top, ...made];
    for (const caller of [rootAdmin, admin, department]) {
      const tree = await invoke<{ nodes: { id: string; node_authority: boolean }[] }>(getHierarchy, { as: caller });
      const granted = new Set(tree.body.nodes.filter((node) => node.node_authority).map((node) => node.id));
      for (const node of nodes) {
        const { status } = await invoke(listRubrics, { as: caller, query: { node: node.nodeId } });
        expect({ node: node.text, status }).toEqual({ node: node.text, status: granted.has(node.nodeId) ? 200 : 404 });
      }
    }
  });
});
