import { conflict, type createStatementSet } from '@tessera/shared';
import { ulid } from 'ulid';
import { createStatementSet as insertStatementSet } from '../../db/hierarchy/statements';
import type { UseCase } from '../../lib/http/types';
import { requireNodeOf } from './authority';
import { presentStatementSet } from './present';
import { checkSetInput } from './statement-set-rules';

/** POST /api/hierarchy/nodes/{id}/statement-sets: a set with its statements, written all or nothing. */
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
  if (created === 'gone') throw conflict();
  return presentStatementSet(created, checked.statements);
};
