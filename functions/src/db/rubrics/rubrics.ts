import { batchGet } from '../batch';
import { getItem, queryItems, queryStored } from '../items';
import { nodeRubricsPartition, rubricEntity, usableRubricsPartition, type Rubric } from './entities/rubric';
import { rubricTransferEntity } from './entities/rubric-transfer';

export type { Rubric, RubricPerson, RubricSource, RubricTransfer, StoredRubricDefinition } from './entities/rubric';

/** Access pattern "rubric by id": GetItem `ORG#<orgId>` / `RUBRIC#<rubricId>`. */
export function getRubric(
  organizationId: string,
  rubricId: string,
  options: { consistent?: boolean } = {},
): Promise<Rubric | null> {
  return getItem(rubricEntity, { organizationId, rubricId }, options);
}

/**
 * Access pattern "rubrics by ids": one BatchGetItem of `ORG#<orgId>` / `RUBRIC#<rubricId>` (up to 100 ids a
 * round trip); the ones that do not exist are left out.
 */
export async function getRubrics(organizationId: string, rubricIds: readonly string[]): Promise<Rubric[]> {
  if (rubricIds.length === 0) return [];
  return batchGet(
    rubricEntity,
    rubricIds.map((rubricId) => ({ organizationId, rubricId })),
  );
}

/**
 * Access pattern "a node's rubrics": one Query (all pages) of byRelation `ORG#<orgId>#RUBRICS#NODE#<nodeId>`:
 * the rubrics that belong to the node (sort key `RUBRIC#`) and the transfers waiting on it (`TRANSFER#`, a
 * copy of each rubric as sent).
 */
export async function listNodeRubrics(
  organizationId: string,
  nodeId: string,
): Promise<{ rubrics: Rubric[]; incoming: Rubric[] }> {
  const { items } = await queryStored({
    index: 'byRelation',
    partition: nodeRubricsPartition(organizationId, nodeId),
    all: true,
  });
  const rubrics: Rubric[] = [];
  const incoming: Rubric[] = [];
  for (const stored of items) {
    const sortKey = String(stored.gsi1sk);
    if (sortKey.startsWith('RUBRIC#')) rubrics.push(rubricEntity.fromStored(stored));
    else if (sortKey.startsWith('TRANSFER#')) incoming.push(rubricTransferEntity.fromStored(stored));
  }
  return { rubrics, incoming };
}

/**
 * Access pattern "an organisation's rubrics": Query (all pages) `pk = ORG#<orgId> AND begins_with(sk,
 * RUBRIC#)`, the default rubric included. For the list of every node a caller administers.
 */
export async function listOrganisationRubrics(organizationId: string): Promise<Rubric[]> {
  const { items } = await queryItems(rubricEntity, {
    partition: `ORG#${organizationId}`,
    prefix: 'RUBRIC#',
    all: true,
  });
  return items;
}

/**
 * Access pattern "usable rubrics": Query (all pages) of byListing `ORG#<orgId>#RUBRICS#USABLE`, the published
 * rubrics and the default one (GET /api/rubrics/active).
 */
export async function listUsableRubrics(organizationId: string): Promise<Rubric[]> {
  const { items } = await queryItems(rubricEntity, {
    index: 'byListing',
    partition: usableRubricsPartition(organizationId),
    all: true,
  });
  return items;
}
