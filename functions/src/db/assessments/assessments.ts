import { batchGetAttributes } from '../batch';
import { getItem, queryItems } from '../items';
import { where } from '../expressions';
import { check, create, put, read, type ReadPart, type WritePart } from '../transaction';
import {
  assessmentsPrefix,
  portfolioAssessmentEntity,
  type PortfolioAssessmentItem,
} from './entities/portfolio-assessment';

export type { PortfolioAssessmentItem } from './entities/portfolio-assessment';

/**
 * Access pattern "an assessor's assessment of a revision": GetItem `ORG#<orgId>` /
 * `PORTFOLIO_ASSESSMENT#<portfolioId>#<revision>#<assessorId>`.
 */
export function getAssessment(
  organizationId: string,
  portfolioId: string,
  revision: number,
  assessorId: string,
  options: { consistent?: boolean } = {},
): Promise<PortfolioAssessmentItem | null> {
  return getItem(portfolioAssessmentEntity, { organizationId, portfolioId, revision, assessorId }, options);
}

/**
 * The assessment's part of the access pattern "an assessment with its portfolio and revision" (one
 * TransactGetItems): the use case joins it to the portfolios port's parts (portfolioRevisionReads), since every
 * key is known from the path; one round trip, one consistent snapshot (what a writer needs too).
 */
export function assessmentRead(
  organizationId: string,
  portfolioId: string,
  revision: number,
  assessorId: string,
): ReadPart<PortfolioAssessmentItem> {
  return read(portfolioAssessmentEntity, { organizationId, portfolioId, revision, assessorId });
}

/**
 * Access pattern "a revision's assessments": Query `pk = ORG#<orgId> AND begins_with(sk,
 * PORTFOLIO_ASSESSMENT#<portfolioId>#<revision>#)` (a handful of assessors per revision).
 */
export async function listRevisionAssessments(
  organizationId: string,
  portfolioId: string,
  revision: number,
): Promise<PortfolioAssessmentItem[]> {
  const { items } = await queryItems(portfolioAssessmentEntity, {
    partition: `ORG#${organizationId}`,
    prefix: assessmentsPrefix(portfolioId, revision),
    all: true,
  });
  return items;
}

/**
 * An assessment saved (docs/data-model.md "Portfolios: writes that race"): created only if absent, else
 * conditioned on the version read. The part `assessment` of the use case's transaction
 * (http/assessments/assessment-writes.ts), which on a first save joins the portfolios port's part that
 * records it on the revision's summary.
 */
export function assessmentChange(current: PortfolioAssessmentItem | null, next: PortfolioAssessmentItem): WritePart {
  return current
    ? put(
        portfolioAssessmentEntity,
        next,
        where.and((context) => `attribute_exists(${context.name('pk')})`, where.eq('version', current.version)),
      )
    : create(portfolioAssessmentEntity, next);
}

/** What the reports read of an assessment: whose, of which revision, and its content. */
export type ReportedAssessment = Pick<PortfolioAssessmentItem, 'portfolioId' | 'revision' | 'assessorId' | 'contents'>;

/**
 * Access pattern "assessments by keys" (issue 13 reports): BatchGetItem `ORG#<orgId>` /
 * `PORTFOLIO_ASSESSMENT#<portfolioId>#<revision>#<assessorId>` reading only the key fields and the content,
 * 100 keys a request, the requests in parallel: one round trip.
 */
export function getReportedAssessments(
  organizationId: string,
  keys: readonly { portfolioId: string; revision: number; assessorId: string }[],
): Promise<ReportedAssessment[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return batchGetAttributes(
    portfolioAssessmentEntity,
    keys.map((key) => ({ organizationId, ...key })),
    ['portfolioId', 'revision', 'assessorId', 'contents'],
  );
}

/**
 * A condition that the assessment is still at the version read (a write that copies what it read of it, the
 * reports' summary, joins this to its transaction so it never copies a version already replaced).
 */
export function assessmentUnchanged(item: PortfolioAssessmentItem): WritePart {
  return check(portfolioAssessmentEntity, item, where.eq('version', item.version));
}
