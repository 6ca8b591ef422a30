import { create, transactWrite, update } from '../transaction';
import { batchGet } from '../batch';
import { claimName, guardKeyValue } from './guards';
import { guardEntity } from './entities/guard';
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

/** The comparison key two group codes share when they name the same group (the GROUP_CODE guard's value). */
export const groupCodeKey = (code: string): string => guardKeyValue(GROUP_CODE_SCOPE, code);

/**
 * Access pattern "group ids by codes" (an import's upsert of sections by natural key): BatchGetItem of the
 * GROUP_CODE guards (100 a round trip), consistent: a retried chunk sees what its earlier attempt claimed.
 * Keyed by groupCodeKey; codes no group holds are absent.
 */
export async function getGroupIdsByCodes(
  organizationId: string,
  codes: readonly string[],
): Promise<Map<string, string>> {
  const values = [...new Set(codes.map(groupCodeKey))];
  const guards = await batchGet(
    guardEntity,
    values.map((value) => ({ organizationId, scope: GROUP_CODE_SCOPE, value })),
    { consistent: true },
  );
  return new Map(guards.map((guard) => [guard.value, guard.ownerId]));
}
