import { queryStored } from '../items';
import { groupEntity, type HierarchyGroup } from './entities/group';
import { itemEntity, type HierarchyItem } from './entities/item';
import { statementEntity, type Statement } from './entities/statement';
import { statementSetEntity, type StatementSet } from './entities/statement-set';

export interface NodeContents {
  items: HierarchyItem[];
  statementSets: StatementSet[];
  statements: Statement[];
  groups: HierarchyGroup[];
}

/**
 * Access pattern "everything hanging on a node": one Query (all pages) of byRelation
 * `gsi1pk = ORG#<orgId>#NODE#<nodeId>`: labels, sites, site categories, log categories, statement sets with
 * their statements, groups, told apart by their sort key's prefix.
 */
export async function listNodeContents(organizationId: string, nodeId: string): Promise<NodeContents> {
  const { items } = await queryStored({
    index: 'byRelation',
    partition: `ORG#${organizationId}#NODE#${nodeId}`,
    all: true,
  });
  const contents: NodeContents = { items: [], statementSets: [], statements: [], groups: [] };
  for (const stored of items) {
    const sortKey = String(stored.gsi1sk);
    if (sortKey.startsWith('ITEM#')) contents.items.push(itemEntity.fromStored(stored));
    else if (sortKey.startsWith('STATEMENT_SET#')) contents.statementSets.push(statementSetEntity.fromStored(stored));
    else if (sortKey.startsWith('STATEMENT#')) contents.statements.push(statementEntity.fromStored(stored));
    else if (sortKey.startsWith('GROUP#')) contents.groups.push(groupEntity.fromStored(stored));
  }
  return contents;
}
