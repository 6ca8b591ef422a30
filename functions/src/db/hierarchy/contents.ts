import { hierarchyService } from './hierarchy-service';
import {
  toGroup,
  toItem,
  toStatement,
  toStatementSet,
  type GroupRecord,
  type ItemRecord,
  type StatementRecord,
  type StatementSetRecord,
} from './records';

export interface NodeContents {
  items: ItemRecord[];
  statementSets: StatementSetRecord[];
  statements: StatementRecord[];
  groups: GroupRecord[];
}

/**
 * Access pattern "everything hanging on a node": one Query of the `nodeContents` collection, byRelation
 * `gsi1pk = ORG#<orgId>#NODE#<nodeId>` (labels, sites, site categories, log categories, statement sets with
 * their statements, groups).
 */
export async function listNodeContents(organizationId: string, nodeId: string): Promise<NodeContents> {
  const { data } = await hierarchyService().collections.nodeContents({ organizationId, nodeId }).go({ pages: 'all' });
  return {
    items: data.item.map(toItem),
    statementSets: data.statementSet.map(toStatementSet),
    statements: data.statement.map(toStatement),
    groups: data.group.map(toGroup),
  };
}
