import { batchGet, batchGetAttributes } from '../batch';
import { getItem, queryItems } from '../items';
import { read, type ReadPart } from '../transaction';
import { portfolioEntity, type PortfolioHead } from './entities/portfolio';
import { portfolioCommentEntity, commentsPrefix, type PortfolioComment } from './entities/portfolio-comment';
import { fieldsPrefix, portfolioFieldEntity, type PortfolioField, type StoredValue } from './entities/portfolio-field';
import {
  portfolioRevisionEntity,
  portfolioRevisionFieldEntity,
  portfolioRevisionFieldsPrefix,
  revisionFieldsPrefix,
  type PortfolioRevisionHead,
} from './entities/portfolio-revision';
import { ownerPortfoliosPartition, portfolioRowEntity, type PortfolioRow } from './entities/portfolio-row';

export type {
  Portfolio,
  PortfolioActedBy,
  PortfolioAssessment,
  PortfolioPage,
  PortfolioParticipant,
  PortfolioPerson,
  PortfolioRevisionSummary,
} from './entities/portfolio';
export type { PortfolioHead } from './entities/portfolio';
export type { FieldObject, StoredValue } from './entities/portfolio-field';
export type { PortfolioRow } from './entities/portfolio-row';
export type { PortfolioRevision, PortfolioRevisionHead } from './entities/portfolio-revision';
export type { CommentHighlight, PortfolioComment } from './entities/portfolio-comment';
export { rowOf } from './entities/portfolio-row';

/** A portfolio as stored: its head and its fields' stored values by component id (ADR 0028 §1). */
export interface PortfolioParts {
  head: PortfolioHead;
  fields: Record<string, StoredValue>;
  /** Components whose field is newer than the head but read as its previous value: left by a commit that never came. */
  uncommitted?: string[];
}

const READ_ATTEMPTS = 3;

/**
 * The fields that count at the head's `version`: each field's value when it was written at or before it, else
 * the value it replaced (`previous`) when that one was. `null` when a field was written by a commit newer than
 * the head read (the head and fields are read side by side, not in one snapshot): read both again.
 */
function fieldsAt(
  version: number,
  fields: readonly PortfolioField[],
  last: boolean,
): Record<string, StoredValue> | null {
  const counted: Record<string, StoredValue> = {};
  for (const field of fields) {
    if (field.version <= version) counted[field.componentId] = { value: field.value, object: field.object };
    else if (field.previous && field.previous.version <= version)
      counted[field.componentId] = { value: field.previous.value, object: field.previous.object };
    else if (!last) return null;
  }
  return counted;
}

/**
 * Access pattern "portfolio by id" (ADR 0028 §1): GetItem `ORG#<orgId>` / `PORTFOLIO#<portfolioId>` (the head)
 * and, beside it, Query `pk = ORG#<orgId> AND begins_with(sk, PORTFOLIO_FIELD#<portfolioId>#)` (its fields, 1 MB
 * pages): one round trip. Read again (rarely) when a field is newer than the head read.
 */
export async function getPortfolioParts(
  organizationId: string,
  portfolioId: string,
  options: { consistent?: boolean } = {},
): Promise<PortfolioParts | null> {
  for (let attempt = 1; ; attempt += 1) {
    const [head, { items }] = await Promise.all([
      getItem(portfolioEntity, { organizationId, portfolioId }, options),
      queryItems(portfolioFieldEntity, {
        partition: `ORG#${organizationId}`,
        prefix: fieldsPrefix(portfolioId),
        all: true,
        ...(options.consistent ? { consistent: true } : {}),
      }),
    ]);
    if (!head) return null;
    const fields = fieldsAt(head.version, items, attempt >= READ_ATTEMPTS);
    const uncommitted = items
      .filter((field) => field.version > head.version && field.previous !== null)
      .map((field) => field.componentId);
    if (fields) return uncommitted.length > 0 ? { head, fields, uncommitted } : { head, fields };
  }
}

/**
 * The fields that count at a head already read (with other items in one TransactGetItems): one Query of
 * `PORTFOLIO_FIELD#<portfolioId>#`, consistent, so a field newer than the head is one in flight (its previous
 * value counts, or it is left out).
 */
export async function getPortfolioFields(
  organizationId: string,
  portfolioId: string,
  version: number,
): Promise<Record<string, StoredValue>> {
  const { items } = await queryItems(portfolioFieldEntity, {
    partition: `ORG#${organizationId}`,
    prefix: fieldsPrefix(portfolioId),
    all: true,
    consistent: true,
  });
  return fieldsAt(version, items, true) ?? {};
}

/** A portfolio's fields as stored (the migration and the writers that copy them). */
export async function listPortfolioFields(organizationId: string, portfolioId: string): Promise<PortfolioField[]> {
  const { items } = await queryItems(portfolioFieldEntity, {
    partition: `ORG#${organizationId}`,
    prefix: fieldsPrefix(portfolioId),
    all: true,
    consistent: true,
  });
  return items;
}

/**
 * Access pattern "the S3 objects a portfolio's items name" (ADR 0028 §1, the sweep of large answers' objects):
 * Query `begins_with(sk, PORTFOLIO_FIELD#<portfolioId>#)` and `begins_with(sk, PORTFOLIO_REVISION_FIELD#<portfolioId>#)`
 * in parallel, consistent, every page: each field's object and the one its `previous` keeps, and every revision
 * field's (those of a submit still in flight too: kept, never deleted from under it).
 */
export async function listReferencedObjectKeys(organizationId: string, portfolioId: string): Promise<Set<string>> {
  const [fields, revisionFields] = await Promise.all([
    queryItems(portfolioFieldEntity, {
      partition: `ORG#${organizationId}`,
      prefix: fieldsPrefix(portfolioId),
      all: true,
      consistent: true,
    }),
    queryItems(portfolioRevisionFieldEntity, {
      partition: `ORG#${organizationId}`,
      prefix: portfolioRevisionFieldsPrefix(portfolioId),
      all: true,
      consistent: true,
    }),
  ]);
  const keys = new Set<string>();
  for (const field of fields.items) {
    if (field.object) keys.add(field.object.key);
    if (field.previous?.object) keys.add(field.previous.object.key);
  }
  for (const field of revisionFields.items) if (field.object) keys.add(field.object.key);
  return keys;
}

/**
 * Access pattern "an owner's portfolios": Query (all pages) of byRelation `ORG#<orgId>#USER#<ownerId>#PORTFOLIOS`
 * (or `#TRASH`), newest first: the list rows, filtered and paged in memory (a person holds tens to hundreds).
 */
export async function listOwnerPortfolioRows(
  organizationId: string,
  ownerId: string,
  trashed: boolean,
): Promise<PortfolioRow[]> {
  const { items } = await queryItems(portfolioRowEntity, {
    index: 'byRelation',
    partition: ownerPortfoliosPartition(organizationId, ownerId, trashed),
    prefix: 'PORTFOLIO#',
    order: 'desc',
    all: true,
  });
  return items;
}

/** A revision as stored: its head and the fields its submit wrote. */
export interface PortfolioRevisionParts {
  head: PortfolioRevisionHead;
  fields: Record<string, StoredValue>;
}

/**
 * A revision's fields (Query `begins_with(sk, PORTFOLIO_REVISION_FIELD#<portfolioId>#<revision>#)`), keeping
 * those of the submit its head names (`writeId`).
 */
export async function getRevisionFields(
  organizationId: string,
  portfolioId: string,
  revision: number,
  writeId: string | null,
): Promise<Record<string, StoredValue>> {
  if (writeId === null) return {};
  const { items } = await queryItems(portfolioRevisionFieldEntity, {
    partition: `ORG#${organizationId}`,
    prefix: revisionFieldsPrefix(portfolioId, revision),
    all: true,
  });
  return Object.fromEntries(
    items
      .filter((field) => field.writeId === writeId)
      .map((field) => [field.componentId, { value: field.value, object: field.object }]),
  );
}

/**
 * Access pattern "revision by number": GetItem `ORG#<orgId>` / `PORTFOLIO_REVISION#<portfolioId>#<revision>`
 * (the head) and, beside it, the Query of its fields (getRevisionFields, filtered by the head's `writeId` once
 * both arrive): one round trip. A revision is never rewritten, so reading them apart is consistent.
 */
export async function getPortfolioRevisionParts(
  organizationId: string,
  portfolioId: string,
  revision: number,
): Promise<PortfolioRevisionParts | null> {
  const [head, { items }] = await Promise.all([
    getItem(portfolioRevisionEntity, { organizationId, portfolioId, revision }),
    queryItems(portfolioRevisionFieldEntity, {
      partition: `ORG#${organizationId}`,
      prefix: revisionFieldsPrefix(portfolioId, revision),
      all: true,
    }),
  ]);
  if (!head) return null;
  const fields = Object.fromEntries(
    items
      .filter((field) => head.writeId !== null && field.writeId === head.writeId)
      .map((field) => [field.componentId, { value: field.value, object: field.object }]),
  );
  return { head, fields };
}

/**
 * Access pattern "a revision's comments": Query `pk = ORG#<orgId> AND begins_with(sk,
 * PORTFOLIO_COMMENT#<portfolioId>#<revision>#)`, oldest first (comment ids are ULIDs).
 */
export async function listRevisionComments(
  organizationId: string,
  portfolioId: string,
  revision: number,
): Promise<PortfolioComment[]> {
  const { items } = await queryItems(portfolioCommentEntity, {
    partition: `ORG#${organizationId}`,
    prefix: commentsPrefix(portfolioId, revision),
    all: true,
  });
  return items;
}

/** Access pattern "comment by id": GetItem of the comment's key. */
export function getPortfolioComment(
  organizationId: string,
  portfolioId: string,
  revision: number,
  commentId: string,
): Promise<PortfolioComment | null> {
  return getItem(portfolioCommentEntity, { organizationId, portfolioId, revision, commentId }, { consistent: true });
}

/**
 * The portfolio's parts of the access pattern "an assessment with its portfolio and revision" (one
 * TransactGetItems of `PORTFOLIO#<portfolioId>`, `PORTFOLIO_REVISION#<portfolioId>#<revision>` and the
 * assessments context's `PORTFOLIO_ASSESSMENT#…` part, joined by its use case): every key is in the path.
 * The heads only: their fields and snapshot follow (ports/portfolios.ts completePortfolioRevision).
 */
export function portfolioRevisionReads(
  organizationId: string,
  portfolioId: string,
  revision: number,
): { portfolio: ReadPart<PortfolioHead>; revision: ReadPart<PortfolioRevisionHead> } {
  return {
    portfolio: read(portfolioEntity, { organizationId, portfolioId }),
    revision: read(portfolioRevisionEntity, { organizationId, portfolioId, revision }),
  };
}

/** What the reports read of a portfolio's head: its state, template snapshot (or old-shape pages), revisions. */
export type ReportedPortfolioHead = Pick<
  PortfolioHead,
  'portfolioId' | 'state' | 'templateId' | 'snapshotId' | 'pages' | 'revisions'
>;

/**
 * Access pattern "portfolios' assessment state by ids" (issue 13 reports): BatchGetItem `ORG#<orgId>` /
 * `PORTFOLIO#<portfolioId>` reading only the id, state, template snapshot (old-shape items: pages) and
 * revisions, 100 keys a request, the requests in parallel: one round trip. The pages come from the snapshots
 * (ports/portfolios.ts getReportedPortfolios), each read once per container.
 */
export function getReportedPortfolioHeads(
  organizationId: string,
  portfolioIds: readonly string[],
): Promise<ReportedPortfolioHead[]> {
  if (portfolioIds.length === 0) return Promise.resolve([]);
  return batchGetAttributes(
    portfolioEntity,
    portfolioIds.map((portfolioId) => ({ organizationId, portfolioId })),
    ['portfolioId', 'state', 'templateId', 'snapshotId', 'pages', 'revisions'],
  );
}

/**
 * Access pattern "portfolio heads by ids" (the awaiting-assessment list, ADR 0028 §3): one BatchGetItem of
 * `ORG#<orgId>` / `PORTFOLIO#<portfolioId>` (a page's 25 at most: small heads, their fields not read). Missing
 * ones are left out; the order is not the ids'.
 */
export function getPortfolioHeads(organizationId: string, portfolioIds: readonly string[]): Promise<PortfolioHead[]> {
  if (portfolioIds.length === 0) return Promise.resolve([]);
  return batchGet(
    portfolioEntity,
    portfolioIds.map((portfolioId) => ({ organizationId, portfolioId })),
  );
}
