import { Service } from 'electrodb';
import { documentClient, tableName } from '../client';
import { hierarchyGroupEntity } from '../entities/hierarchy-group';
import { hierarchyGuardEntity } from '../entities/hierarchy-guard';
import { hierarchyItemEntity } from '../entities/hierarchy-item';
import { hierarchyNodeEntity } from '../entities/hierarchy-node';
import { statementEntity } from '../entities/statement';
import { statementSetEntity } from '../entities/statement-set';
import { termEntity } from '../entities/term';

function createHierarchyService() {
  const config = { client: documentClient(), table: tableName() };
  return new Service({
    node: hierarchyNodeEntity(config),
    guard: hierarchyGuardEntity(config),
    item: hierarchyItemEntity(config),
    statementSet: statementSetEntity(config),
    statement: statementEntity(config),
    term: termEntity(config),
    group: hierarchyGroupEntity(config),
  });
}

export type HierarchyService = ReturnType<typeof createHierarchyService>;

let cached: { client: unknown; table: string; service: HierarchyService } | undefined;

/** The hierarchy context's entities bound to the current client and table (re-bound when either changes). */
export function hierarchyService(): HierarchyService {
  const client = documentClient();
  const table = tableName();
  if (cached?.client !== client || cached.table !== table)
    cached = { client, table, service: createHierarchyService() };
  return cached.service;
}
