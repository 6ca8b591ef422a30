import { getItem, queryItems } from '../items';
import { where } from '../expressions';
import { create, put, read, transactGet, transactWrite, type WritePart } from '../transaction';
import { portfolioEntity, type Portfolio } from './entities/portfolio';
import { portfolioRevisionEntity, type PortfolioRevision } from './entities/portfolio-revision';
import {
  assessmentsPrefix,
  portfolioAssessmentEntity,
  type PortfolioAssessmentItem,
} from './entities/portfolio-assessment';
import { portfolioRowEntity, rowOf } from './entities/portfolio-row';

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
 * Access pattern "an assessment with its portfolio and revision": one TransactGetItems of
 * `PORTFOLIO#<portfolioId>`, `PORTFOLIO_REVISION#<portfolioId>#<revision>` and
 * `PORTFOLIO_ASSESSMENT#<portfolioId>#<revision>#<assessorId>` (every key is known from the path): one round
 * trip, one consistent snapshot (what a writer needs too). Null when DynamoDB kept cancelling it.
 */
export async function getAssessmentSnapshot(
  organizationId: string,
  portfolioId: string,
  revision: number,
  assessorId: string,
): Promise<{
  portfolio: Portfolio | null;
  revision: PortfolioRevision | null;
  assessment: PortfolioAssessmentItem | null;
} | null> {
  return transactGet({
    portfolio: read(portfolioEntity, { organizationId, portfolioId }),
    revision: read(portfolioRevisionEntity, { organizationId, portfolioId, revision }),
    assessment: read(portfolioAssessmentEntity, { organizationId, portfolioId, revision, assessorId }),
  });
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

export type AssessmentWriteOutcome = 'saved' | 'assessment_conflict' | 'portfolio_conflict';

/**
 * An assessment saved (docs/data-model.md "Portfolios: writes that race"): created only if absent, else
 * conditioned on the version read. Its first save also records it on the revision's summary, so the
 * portfolio item (and its row) join the transaction, conditioned on the portfolio's version: a lost race
 * there is told apart (`portfolio_conflict`: read the portfolio again and retry) from a stale assessment
 * (`assessment_conflict`: the same assessor saved from another window).
 */
export async function writeAssessment(change: {
  current: PortfolioAssessmentItem | null;
  next: PortfolioAssessmentItem;
  portfolio?: { current: Portfolio; next: Portfolio };
}): Promise<AssessmentWriteOutcome> {
  const { current } = change;
  const parts: Record<string, WritePart | undefined> = {
    assessment: current
      ? put(
          portfolioAssessmentEntity,
          change.next,
          where.and((context) => `attribute_exists(${context.name('pk')})`, where.eq('version', current.version)),
        )
      : create(portfolioAssessmentEntity, change.next),
    portfolio: change.portfolio
      ? put(
          portfolioEntity,
          change.portfolio.next,
          where.and(
            (context) => `attribute_exists(${context.name('pk')})`,
            where.eq('version', change.portfolio.current.version),
          ),
        )
      : undefined,
    row: change.portfolio ? put(portfolioRowEntity, rowOf(change.portfolio.next)) : undefined,
  };
  const outcome = await transactWrite(parts);
  if (outcome.ok) return 'saved';
  return outcome.failed.has('assessment') ? 'assessment_conflict' : 'portfolio_conflict';
}
