import type { describeStatements } from '@tessera/shared';
import { getStatements, getStatementSets } from '../../db/hierarchy/statements';
import type { UseCase } from '../../lib/http/types';
import { presentStatement } from './present';

/**
 * POST /api/statements/descriptions (spec 1 §7): statements of the caller's organisation by id, in the
 * order asked, each with the framework it belongs to (its statement set's title: the statement detail modal
 * shows it); unknown ids are left out. One BatchGetItem of the statements (up to 100 ids a request) and, when
 * any is found, one of their sets, after actor resolution.
 */
export const describeStatementsUseCase: UseCase<typeof describeStatements> = async ({ body }, { actor }) => {
  const organizationId = actor.organisation.organizationId;
  const found = new Map((await getStatements(organizationId, body.statement_ids)).map((s) => [s.statementId, s]));
  const setIds = [...new Set([...found.values()].map((s) => s.setId))];
  const sets = new Map(
    (setIds.length > 0 ? await getStatementSets(organizationId, setIds) : []).map((set) => [set.setId, set]),
  );
  return {
    statements: [...new Set(body.statement_ids)].flatMap((id) => {
      const statement = found.get(id);
      return statement ? [{ ...presentStatement(statement), framework: sets.get(statement.setId)?.title ?? '' }] : [];
    }),
  };
};
