import type { describeStatements } from '@tessera/shared';
import { getStatements } from '../../db/hierarchy/statements';
import type { UseCase } from '../../lib/http/types';
import { presentStatement } from './present';

/**
 * POST /api/statements/descriptions (spec 1 §7): statements of the caller's organisation by id, in the
 * order asked; unknown ids are left out. One BatchGetItem (up to 100 ids a request) after actor resolution.
 */
export const describeStatementsUseCase: UseCase<typeof describeStatements> = async ({ body }, { actor }) => {
  const found = new Map(
    (await getStatements(actor.organisation.organizationId, body.statement_ids)).map((s) => [s.statementId, s]),
  );
  return {
    statements: [...new Set(body.statement_ids)].flatMap((id) => {
      const statement = found.get(id);
      return statement ? [presentStatement(statement)] : [];
    }),
  };
};
