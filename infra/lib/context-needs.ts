import type { DEAD_LETTER_CONSUMERS, JobKind } from '@tessera/events';
import { TABLE_INDEXES, type IndexName } from '@tessera/functions/db/table-definition';
import { contracts, type BoundedContext, type Contract } from '@tessera/shared';

type Access = 'read' | 'readWrite';

/** DynamoDB actions on the single table, without the `dynamodb:` prefix. Scan and DescribeTable are never granted. */
export type TableAction =
  | 'GetItem'
  | 'BatchGetItem'
  | 'Query'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'ConditionCheckItem'
  | 'BatchWriteItem';

/** What a function may do to the table. */
export interface TableNeeds {
  readonly actions: readonly TableAction[];
  /** The indexes it queries; their ARNs are granted by name (never `index/*`). Empty: the table only. */
  readonly indexes: readonly IndexName[];
  /** When set, every action is limited to items with one of these partition keys (`dynamodb:LeadingKeys`). */
  readonly leadingKeys?: readonly string[];
}

/**
 * What one bounded context's Lambda (or one job consumer) may touch. Least privilege per context: a
 * context gets exactly the grants listed here, and a new context cannot get a function without an entry
 * (the Record is exhaustive).
 */
export interface ContextNeeds {
  readonly table: TableNeeds;
  readonly uploads?: Access;
  readonly extracts?: Access;
  /** Job queues the context enqueues to (SendMessage). */
  readonly sendsJobs?: readonly JobKind[];
  /** Cognito administration calls on the user pool (`cognito-idp:` actions), nothing else of Cognito. */
  readonly cognitoActions?: readonly string[];
}

/**
 * The partition key of the health item (functions/src/db/system/health.ts: GetItem of pk HEALTH / sk HEALTH);
 * infra/test/grants.test.ts runs the health ping and holds the two in step.
 */
export const HEALTH_PARTITION_KEY = 'HEALTH';

const ALL_INDEXES: readonly IndexName[] = TABLE_INDEXES.map((index) => index.indexName);
// TransactGetItems is authorised per item as GetItem; TransactWriteItems as Put/Update/Delete/ConditionCheck.
const READS: readonly TableAction[] = ['GetItem', 'BatchGetItem', 'Query'];
const WRITES: readonly TableAction[] = ['PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'];

/** A context that reads and writes its own records (item by item or in transactions) and queries every index. */
const RECORDS: TableNeeds = { actions: [...READS, ...WRITES], indexes: ALL_INDEXES };
/** RECORDS plus BatchWriteItem: only bulk writers (imports) write 25 items per request without a transaction. */
const BULK_RECORDS: TableNeeds = { actions: [...RECORDS.actions, 'BatchWriteItem'], indexes: ALL_INDEXES };
/** A context that only reads (the reports): items, batches and queries of every index, no write. */
const REPORT_READS: TableNeeds = { actions: READS, indexes: ALL_INDEXES };
/** The health ping: one GetItem of the health item, nothing else of the table. */
const HEALTH_ITEM: TableNeeds = { actions: ['GetItem'], indexes: [], leadingKeys: [HEALTH_PARTITION_KEY] };

/**
 * The identity context's Cognito calls: verify the old password (AdminInitiateAuth with
 * ADMIN_USER_PASSWORD_AUTH), set the new one, and sign the user out of every device after a change.
 */
export const IDENTITY_COGNITO_ACTIONS = [
  'cognito-idp:AdminInitiateAuth',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminUserGlobalSignOut',
] as const;

/**
 * Provisioning users (imports, LTI launches, website admin). Provisional until those contexts are written:
 * each then trims its list to the calls it makes. No ListUsers: accounts are found in the table.
 */
const USER_PROVISIONING = [
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminUpdateUserAttributes',
] as const;
/** Website admin also disables, re-enables and signs out accounts. */
const USER_ADMINISTRATION = [
  ...USER_PROVISIONING,
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminUserGlobalSignOut',
] as const;

export const CONTEXT_NEEDS: Record<BoundedContext, ContextNeeds> = {
  // Health ("once every service is ready") reads one item; the public client configuration reads nothing.
  system: { table: HEALTH_ITEM },
  // Users, organisations, sessions, impersonation; password change in Cognito.
  // The avatar is shown as a presigned GET of its cropped image (ADR 0019): the signer must be able to read it.
  identity: { table: RECORDS, uploads: 'read', cognitoActions: IDENTITY_COGNITO_ACTIONS },
  hierarchy: { table: RECORDS },
  // Templates, template folders and themes; a cropped theme logo is shown as a presigned GET (ADR 0019).
  templates: { table: RECORDS, uploads: 'read' },
  // A portfolio field over 32 KB is an object of the uploads bucket named by its hash (ADR 0028 §1).
  portfolios: { table: RECORDS, uploads: 'readWrite' },
  // Assessments write their own items and, on an assessor's first save, the portfolio's revision summary; they
  // read the revision's fields, large ones from the uploads bucket (ADR 0028 §1).
  assessments: { table: RECORDS, uploads: 'read' },
  // Reports only read: sections and courses, portfolios and assessments, rubrics, templates, statements.
  reports: { table: REPORT_READS, uploads: 'read' },
  rubrics: { table: RECORDS },
  // Plans beyond one request's share of sections go to the propagation job (ADR 0017).
  courses: { table: RECORDS, sendsJobs: ['propagation'] },
  // Presigned POST for uploads, reads them back, starts similarity checks.
  attachments: { table: RECORDS, uploads: 'readWrite', sendsJobs: ['similarity'] },
  showcases: { table: RECORDS, uploads: 'read' },
  // Import files arrive as uploads; extracts are presigned GETs of the extracts bucket.
  jobs: { table: RECORDS, uploads: 'read', extracts: 'read', sendsJobs: ['extracts'] },
  // Import files: a POST policy signed for the uploads bucket (its signer must be allowed the PutObject it
  // grants), the uploaded object's HEAD at the start, the error report's presigned GET; starts imports jobs.
  imports: { table: RECORDS, uploads: 'readWrite', sendsJobs: ['imports'] },
  // Extract logs: created here and queued; a finished extract's file is a presigned GET of the extracts bucket.
  extracts: { table: RECORDS, extracts: 'read', sendsJobs: ['extracts'] },
  integrations: { table: RECORDS, cognitoActions: USER_PROVISIONING, sendsJobs: ['imports'] },
  'website-admin': { table: RECORDS, cognitoActions: USER_ADMINISTRATION },
};

/** What each job consumer (functions/src/jobs/<kind>) may touch; it may re-enqueue chunks of its own kind. */
export const JOB_NEEDS: Record<JobKind, ContextNeeds> = {
  // Imports read the uploaded file, write its chunks and error report (and delete the chunks), write records
  // in bulk and create Cognito users for imported accounts.
  imports: { table: BULK_RECORDS, uploads: 'readWrite', sendsJobs: ['imports'], cognitoActions: USER_PROVISIONING },
  // Extracts query the table, record progress and write the extract file for a presigned download.
  extracts: { table: RECORDS, extracts: 'readWrite', sendsJobs: ['extracts'] },
  // Similarity checks read the attachment and record the provider's result.
  similarity: { table: RECORDS, uploads: 'read', sendsJobs: ['similarity'] },
  // Plan propagation (ADR 0017) copies a course's plans into its sections, a batch per message.
  propagation: { table: RECORDS, sendsJobs: ['propagation'] },
};

/**
 * What each DLQ consumer (functions/src/jobs/<kind>/dead-letter-handler.ts) may touch: it ends the message's run
 * (imports: the failed chunk recorded with the run's counters, the error report written to the uploads bucket
 * and the chunk objects deleted). It sends no job and calls no Cognito.
 */
export const DEAD_LETTER_NEEDS: Record<(typeof DEAD_LETTER_CONSUMERS)[number], ContextNeeds> = {
  imports: { table: RECORDS, uploads: 'readWrite' },
};

/** The contexts that have contracts, in first-seen order, with their contracts. One Lambda each. */
export function httpContexts(all: readonly Contract[] = contracts): Map<BoundedContext, Contract[]> {
  const byContext = new Map<BoundedContext, Contract[]>();
  for (const contract of all) {
    const list = byContext.get(contract.context) ?? [];
    list.push(contract);
    byContext.set(contract.context, list);
  }
  return byContext;
}

/** Paths served by the API that do not start with /api/ (spec paths such as `/users/{id}/login`). */
export function nonApiPathPatterns(all: readonly Contract[] = contracts): string[] {
  const patterns = new Set<string>();
  for (const contract of all) {
    if (contract.path.startsWith('/api/')) continue;
    // CloudFront path patterns: `*` matches any characters, `{id}` becomes `*`.
    patterns.add(contract.path.replace(/\{\w+\}/g, '*'));
  }
  return [...patterns].sort();
}
