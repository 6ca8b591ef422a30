import { where } from '../expressions';
import { deleteItem, putItem } from '../items';
import { nodeWriteTurnEntity } from './entities/node-write-turn';

/**
 * Takes (or renews) the turn to write a bulk import's groups on a node for `lengthMs` from `now` (epoch ms):
 * one conditional PutItem, true when no one holds it, its holder's time has passed, or `holder` holds it.
 */
export function takeNodeWriteTurn(
  organizationId: string,
  nodeId: string,
  holder: string,
  now: number,
  lengthMs: number,
): Promise<boolean> {
  return putItem(
    nodeWriteTurnEntity,
    { organizationId, nodeId, holder, until: now + lengthMs },
    { if: where.or(where.notExists('pk'), where.lt('until', now), where.eq('holder', holder)) },
  );
}

/** Gives the turn back (only if `holder` still holds it). */
export async function endNodeWriteTurn(organizationId: string, nodeId: string, holder: string): Promise<void> {
  await deleteItem(nodeWriteTurnEntity, { organizationId, nodeId }, { if: where.eq('holder', holder) });
}
