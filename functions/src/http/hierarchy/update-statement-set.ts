import type { updateStatementSet } from '@tessera/shared';
import { getStatements, saveStatementSet } from '../../db/hierarchy/statements';
import type { UseCase } from '../../lib/http/types';
import { presentStatementSet } from './present';
import { checkSetInput, refuseSetWrite, requireStatementSet } from './statement-set-rules';

/**
 * PUT /api/statement-sets/{id}: replaces title, abbreviation and statements; a title or abbreviation another
 * set of the node has is a 409 with the field error, a concurrent change a 409.
 */
export const updateStatementSetUseCase: UseCase<typeof updateStatementSet> = async ({ path, body }, { actor }) => {
  const current = await requireStatementSet(actor, path.id);
  const checked = checkSetInput(body, {
    organizationId: current.organizationId,
    nodeId: current.nodeId,
    setId: current.setId,
    existingIds: new Set(current.statementIds),
  });
  const existing = new Map(
    (await getStatements(current.organizationId, current.statementIds)).map((s) => [s.statementId, s]),
  );
  const statements = checked.statements.map((s) => ({
    ...s,
    sourceIdentifier: existing.get(s.statementId)?.sourceIdentifier ?? null,
  }));
  const outcome = await saveStatementSet(
    current,
    { title: checked.title, abbreviation: checked.abbreviation },
    statements,
  );
  if (outcome !== 'saved') refuseSetWrite(outcome === 'source_taken' ? 'conflict' : outcome);
  return presentStatementSet(
    {
      ...current,
      title: checked.title,
      abbreviation: checked.abbreviation,
      statementIds: statements.map((s) => s.statementId),
      version: current.version + 1,
    },
    statements,
  );
};
