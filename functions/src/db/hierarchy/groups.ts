import { create, transactWrite, update } from '../transaction';
import { claimName } from './guards';
import { groupEntity, type HierarchyGroup } from './entities/group';
import { nodeEntity } from './entities/node';

export type { HierarchyGroup };

export const GROUP_CODE_SCOPE = 'GROUP_CODE';

/**
 * One transaction: the group, its code guard in the organisation and the node's holdings + 1 (the node must
 * exist). `code_taken` when another group already has the code.
 */
export async function createGroup(
  group: Omit<HierarchyGroup, 'createdAt'>,
  now = new Date(),
): Promise<'saved' | 'code_taken' | 'gone' | 'conflict'> {
  const { organizationId, groupId, nodeId } = group;
  const outcome = await transactWrite({
    group: create(groupEntity, { ...group, createdAt: now.toISOString() }),
    code: claimName(organizationId, GROUP_CODE_SCOPE, group.groupCode, groupId),
    node: update(nodeEntity, { organizationId, nodeId }, { add: { holdings: 1 } }),
  });
  if (outcome.ok) return 'saved';
  if (outcome.failed.has('code')) return 'code_taken';
  return outcome.failed.has('node') ? 'gone' : 'conflict';
}
