import type { createStatementSet } from '@tessera/shared';
import { ulid } from 'ulid';
import { insertStatementSet } from '../../db/hierarchy/statements';
import type { UseCase } from '../../lib/http/types';
import { requireNodeOf } from './authority';
import { presentStatementSet } from './present';
import { checkSetInput, refuseSetWrite } from './statement-set-rules';

/**
 * POST /api/hierarchy/nodes/{id}/statement-sets: a set with its statements, written all or nothing. A title
 * or abbreviation another set of the node has (any case, any Unicode form) is a 409 with the field error,
 * decided by guard items in the same transaction.
 */
export const createStatementSetUseCase: UseCase<typeof createStatementSet> = async ({ path, body }, { actor }) => {
  const { view, node } = await requireNodeOf(actor, path.id);
  const setId = ulid();
  const checked = checkSetInput(body, {
    organizationId: view.organizationId,
    nodeId: node.nodeId,
    setId,
    existingIds: new Set(),
  });
  const set = {
    organizationId: view.organizationId,
    setId,
    nodeId: node.nodeId,
    title: checked.title,
    abbreviation: checked.abbreviation,
    sourceKind: 'manual' as const,
    sourceIdentifier: null,
    sourceUri: null,
  };
  const created = await insertStatementSet(set, checked.statements);
  if ('refused' in created) refuseSetWrite(created.refused === 'source_taken' ? 'conflict' : created.refused);
  return presentStatementSet(created, checked.statements);
};
