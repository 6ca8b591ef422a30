import { hierarchyService } from './hierarchy-service';
import { writeTransaction } from './transact';
import { guardValue, type GroupRecord } from './records';

export const GROUP_CODE_SCOPE = 'GROUP_CODE';

/** A group to create: its record without the creation time (the store sets it). */
export type NewGroup = Omit<GroupRecord, 'createdAt'>;

/**
 * One transaction: the group, its code guard in the organisation (`attribute_not_exists`) and the node's
 * holdings + 1 (the node must exist). `code_taken` when another group already has the code.
 */
export async function createGroup(group: NewGroup): Promise<'saved' | 'code_taken' | 'gone' | 'conflict'> {
  const { organizationId, groupId, nodeId } = group;
  const { canceled, failed } = await writeTransaction(() =>
    hierarchyService()
      .transaction.write(({ group: entity, guard, node }) => [
        entity
          .create({
            organizationId,
            groupId,
            nodeId,
            groupCode: group.groupCode,
            title: group.title,
            ...(group.termCode ? { termCode: group.termCode } : {}),
            ...(group.startDate ? { startDate: group.startDate } : {}),
            ...(group.endDate ? { endDate: group.endDate } : {}),
          })
          .commit(),
        guard
          .create({ organizationId, scope: GROUP_CODE_SCOPE, value: guardValue(group.groupCode), ownerId: groupId })
          .commit(),
        node.patch({ organizationId, nodeId }).add({ holdings: 1 }).commit(),
      ])
      .go(),
  );
  if (!canceled) return 'saved';
  if (failed(1)) return 'code_taken';
  return failed(2) ? 'gone' : 'conflict';
}
