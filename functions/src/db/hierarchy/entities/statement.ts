import { defineEntity } from '../../entity';

/**
 * One statement (standard) of a statement set (spec 2 §3 "Statement"). Read by id for
 * POST /api/statements/descriptions (BatchGetItem) and with its node's contents.
 */
export interface Statement {
  organizationId: string;
  statementId: string;
  setId: string;
  nodeId: string;
  title: string;
  abbreviation: string;
  /** The statement's own code (spec 2 §3 statement_id), e.g. "MD.Math". */
  code: string;
  description: string;
  /** CASE: the parent statement within the set, null at the top. */
  parentId: string | null;
  /** CASE: the CFItem identifier it was imported from. */
  sourceIdentifier: string | null;
}

export const statementEntity = defineEntity<Statement>()({
  name: 'statement',
  keyFields: ['organizationId', 'statementId'],
  key: ({ organizationId, statementId }) => ({ pk: `ORG#${organizationId}`, sk: `STATEMENT#${statementId}` }),
  indexes: (statement) => ({
    gsi1pk: `ORG#${statement.organizationId}#NODE#${statement.nodeId}`,
    gsi1sk: `STATEMENT#${statement.setId}#${statement.statementId}`,
  }),
  defaults: { abbreviation: '', code: '', description: '', parentId: null, sourceIdentifier: null },
});
