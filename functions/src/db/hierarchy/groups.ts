import { batchGet } from '../batch';
import { guardKeyValue } from './guards';
import { guardEntity } from './entities/guard';
import type { HierarchyGroup } from './entities/group';

export type { HierarchyGroup };

export const GROUP_CODE_SCOPE = 'GROUP_CODE';

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
