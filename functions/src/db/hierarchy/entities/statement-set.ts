import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

/**
 * A statement set (standards framework) on a node (spec 2 §3 "Statement set"), entered by hand or imported
 * from a CASE 1.1 package (`sourceIdentifier`/`sourceUri` of its CFDocument). `statementIds` keeps the
 * display order; `referenceCount` counts the rubrics and templates aligned to it (deletion needs 0). Its title
 * and abbreviation are unique among the node's sets (guard items, db/hierarchy/statements.ts).
 */
export const statementSetRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    setId: z.string(),
    nodeId: z.string(),
    title: z.string(),
    abbreviation: z.string(),
    sourceKind: z.enum(['manual', 'case']),
    sourceIdentifier: z.nullable(z.string()),
    sourceUri: z.nullable(z.string()),
    statementIds: z.array(z.string()),
    referenceCount: z.number(),
    version: z.number(),
    /**
     * Set while an update too large for one transaction rewrites the set's statements in place (epoch ms
     * until which the set is held): other writes of the set are refused until it is committed, undone or past.
     */
    lockedUntil: z.nullable(z.number()),
    createdAt: z.string(),
  }),
);
export type StatementSet = RecordOf<typeof statementSetRecord>;

export const statementSetEntity = defineEntity<StatementSet>()({
  name: 'statementSet',
  keyFields: ['organizationId', 'setId'],
  key: ({ organizationId, setId }) => ({ pk: `ORG#${organizationId}`, sk: `STATEMENT_SET#${setId}` }),
  indexes: (set) => ({ gsi1pk: `ORG#${set.organizationId}#NODE#${set.nodeId}`, gsi1sk: `STATEMENT_SET#${set.setId}` }),
  defaults: {
    abbreviation: '',
    sourceIdentifier: null,
    sourceUri: null,
    statementIds: [],
    referenceCount: 0,
    version: 1,
    lockedUntil: null,
  },
  record: statementSetRecord,
});
