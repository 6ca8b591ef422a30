import type { JobKind } from '@tessera/events';
import { contracts, type BoundedContext, type Contract } from '@tessera/shared';

type Access = 'read' | 'readWrite';

/**
 * What one bounded context's Lambda may touch. Least privilege per context: a context gets exactly the
 * grants listed here, and a new context cannot get a function without an entry (the Record is exhaustive).
 */
export interface ContextNeeds {
  readonly table: Access;
  readonly uploads?: Access;
  readonly extracts?: Access;
  /** Job queues the context enqueues to (SendMessage). */
  readonly sendsJobs?: readonly JobKind[];
  /** Cognito administration calls on the user pool (`cognito-idp:` actions). */
  readonly cognitoActions?: readonly string[];
}

/** The user-administration calls of the IdentityProvider adapter (functions/src/adapters/identity-provider.ts). */
const USER_ADMIN = [
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:ListUsers',
] as const;

export const CONTEXT_NEEDS: Record<BoundedContext, ContextNeeds> = {
  // Health ("once every service is ready") and the public client configuration.
  system: { table: 'read' },
  // Users, organisations, sessions, impersonation; creates and updates Cognito users.
  identity: { table: 'readWrite', cognitoActions: USER_ADMIN },
  hierarchy: { table: 'readWrite' },
  templates: { table: 'readWrite', uploads: 'read' },
  portfolios: { table: 'readWrite', uploads: 'read' },
  rubrics: { table: 'readWrite' },
  courses: { table: 'readWrite' },
  // Presigned POST for uploads, reads them back, starts similarity checks.
  attachments: { table: 'readWrite', uploads: 'readWrite', sendsJobs: ['similarity'] },
  showcases: { table: 'readWrite', uploads: 'read' },
  // Import files arrive as uploads; extracts are presigned GETs of the extracts bucket.
  jobs: { table: 'readWrite', uploads: 'read', extracts: 'read', sendsJobs: ['imports', 'extracts'] },
  integrations: { table: 'readWrite', cognitoActions: USER_ADMIN, sendsJobs: ['imports'] },
  'website-admin': { table: 'readWrite', cognitoActions: USER_ADMIN },
};

/** What each job consumer (functions/src/jobs/<kind>) may touch; it may re-enqueue chunks of its own kind. */
export const JOB_NEEDS: Record<JobKind, ContextNeeds> = {
  // Imports read the uploaded file, write records and create Cognito users for imported accounts.
  imports: { table: 'readWrite', uploads: 'read', sendsJobs: ['imports'], cognitoActions: USER_ADMIN },
  // Extracts query the table and write the extract file for a presigned download.
  extracts: { table: 'readWrite', extracts: 'readWrite', sendsJobs: ['extracts'] },
  // Similarity checks read the attachment and record the provider's result.
  similarity: { table: 'readWrite', uploads: 'read', sendsJobs: ['similarity'] },
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
