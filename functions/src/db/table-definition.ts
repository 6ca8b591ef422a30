/**
 * The single table's physical shape, shared by the CDK data stack and the local cloud so both create the
 * same thing. Index names are access-pattern names (docs/architecture.md §11); docs/data-model.md lists the
 * queries that use each.
 */
export const TABLE_KEYS = { partitionKey: 'pk', sortKey: 'sk' } as const;

/**
 * What a library index holds of each item besides its keys (ADR 0028 §4): the attributes a list row shows of a
 * rubric or a template row, and nothing else, so a list never reads a rubric's definition (≤ 300 KB) and the
 * index's write cost is the projected size. DynamoDB allows 100 such attributes summed over a table's indexes;
 * each library index counts these.
 */
export const LIBRARY_LISTING_ATTRIBUTES = [
  '_et',
  'organizationId',
  'nodeId',
  'title',
  'titleKey',
  'state',
  'author',
  'transfer',
  'usageCount',
  'version',
  'createdAt',
  'updatedAt',
  // rubrics
  'rubricId',
  'source',
  'outline',
  // template rows
  'templateId',
  'description',
  'workflowId',
  'previousState',
  'theme',
  'templateThemeId',
  'folderId',
  'rolesAllowedMoveToDone',
  'rubricIds',
  'pagesCount',
  'componentsCount',
] as const;

export type IndexProjection = { type: 'all' } | { type: 'include'; attributes: readonly string[] };

export interface IndexDefinition {
  readonly indexName: string;
  readonly partitionKey: string;
  readonly sortKey: string;
  readonly projection: IndexProjection;
}

export const TABLE_INDEXES = [
  /** An item looked up from its other side: a user's memberships, a user by email, a child by parent. */
  { indexName: 'byRelation', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: { type: 'all' } },
  /** Secondary listings within an organisation: sorted or filtered views (by name, by state, by date). */
  { indexName: 'byListing', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', projection: { type: 'all' } },
  /** A node's library (rubrics, template rows) by title: `<titleSortKey>#<id>` (ADR 0028 §4). */
  {
    indexName: 'byLibraryTitle',
    partitionKey: 'gsi3pk',
    sortKey: 'gsi3sk',
    projection: { type: 'include', attributes: LIBRARY_LISTING_ATTRIBUTES },
  },
  /** The same library by last change: `<updatedAt>#<id>`, read newest first (ADR 0028 §4). */
  {
    indexName: 'byLibraryRecent',
    partitionKey: 'gsi4pk',
    sortKey: 'gsi4sk',
    projection: { type: 'include', attributes: LIBRARY_LISTING_ATTRIBUTES },
  },
] as const satisfies readonly IndexDefinition[];

export const TTL_ATTRIBUTE = 'ttl';

export type IndexName = (typeof TABLE_INDEXES)[number]['indexName'];
