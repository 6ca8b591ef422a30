import { defineEntity } from '../../entity';

/**
 * A statement set (standards framework) on a node (spec 2 §3 "Statement set"), entered by hand or imported
 * from a CASE 1.1 package (`sourceIdentifier`/`sourceUri` of its CFDocument). `statementIds` keeps the
 * display order; `referenceCount` counts the rubrics and templates aligned to it (deletion needs 0). Its title
 * and abbreviation are unique among the node's sets (guard items, db/hierarchy/statements.ts).
 */
export interface StatementSet {
  organizationId: string;
  setId: string;
  nodeId: string;
  title: string;
  abbreviation: string;
  sourceKind: 'manual' | 'case';
  sourceIdentifier: string | null;
  sourceUri: string | null;
  statementIds: string[];
  referenceCount: number;
  version: number;
  /**
   * Set while an update too large for one transaction rewrites the set's statements in place (epoch ms
   * until which the set is held): other writes of the set are refused until it is committed, undone or past.
   */
  lockedUntil: number | null;
  createdAt: string;
}

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
});
