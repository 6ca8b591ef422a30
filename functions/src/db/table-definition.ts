/**
 * The single table's physical shape, shared by the CDK data stack and the local cloud so both create the
 * same thing. Index names are access-pattern names (docs/architecture.md §11); docs/data-model.md lists the
 * queries that use each.
 */
export const TABLE_KEYS = { partitionKey: 'pk', sortKey: 'sk' } as const;

export const TABLE_INDEXES = [
  /** An item looked up from its other side: a user's memberships, a user by email, a child by parent. */
  { indexName: 'byRelation', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  /** Secondary listings within an organisation: sorted or filtered views (by name, by state, by date). */
  { indexName: 'byListing', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
] as const;

export const TTL_ATTRIBUTE = 'ttl';

export type IndexName = (typeof TABLE_INDEXES)[number]['indexName'];
