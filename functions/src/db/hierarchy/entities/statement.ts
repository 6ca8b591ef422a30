import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

/**
 * One statement (standard) of a statement set (spec 2 §3 "Statement"). Read by id for
 * POST /api/statements/descriptions (BatchGetItem) and with its node's contents.
 */
export const statementRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    statementId: z.string(),
    setId: z.string(),
    nodeId: z.string(),
    title: z.string(),
    abbreviation: z.string(),
    /** The statement's own code (spec 2 §3 statement_id), e.g. "MD.Math". */
    code: z.string(),
    description: z.string(),
    /** CASE: the parent statement within the set, null at the top. */
    parentId: z.nullable(z.string()),
    /** CASE: the CFItem identifier it was imported from. */
    sourceIdentifier: z.nullable(z.string()),
  }),
);
export type Statement = RecordOf<typeof statementRecord>;

export const statementEntity = defineEntity<Statement>()({
  name: 'statement',
  keyFields: ['organizationId', 'statementId'],
  key: ({ organizationId, statementId }) => ({ pk: `ORG#${organizationId}`, sk: `STATEMENT#${statementId}` }),
  indexes: (statement) => ({
    gsi1pk: `ORG#${statement.organizationId}#NODE#${statement.nodeId}`,
    gsi1sk: `STATEMENT#${statement.setId}#${statement.statementId}`,
  }),
  defaults: { abbreviation: '', code: '', description: '', parentId: null, sourceIdentifier: null },
  record: statementRecord,
});
