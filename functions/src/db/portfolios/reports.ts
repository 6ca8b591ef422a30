import { batchGetAttributes } from '../batch';
import { portfolioEntity, type Portfolio } from './entities/portfolio';
import { portfolioAssessmentEntity, type PortfolioAssessmentItem } from './entities/portfolio-assessment';

/** What the reports read of a portfolio: its state, pages (the components it was judged by) and revision summaries. */
export type ReportedPortfolio = Pick<Portfolio, 'portfolioId' | 'state' | 'pages' | 'revisions'>;
/** What the reports read of an assessment: whose, of which revision, and its content. */
export type ReportedAssessment = Pick<PortfolioAssessmentItem, 'portfolioId' | 'revision' | 'assessorId' | 'contents'>;

/**
 * Access pattern "portfolios' assessment state by ids" (issue 13 reports): BatchGetItem `ORG#<orgId>` /
 * `PORTFOLIO#<portfolioId>` reading only portfolioId, state, pages and revisions (not the content, which
 * may be hundreds of KB each), 100 keys a request, the requests in parallel: one round trip.
 */
export function getReportedPortfolios(
  organizationId: string,
  portfolioIds: readonly string[],
): Promise<ReportedPortfolio[]> {
  if (portfolioIds.length === 0) return Promise.resolve([]);
  return batchGetAttributes(
    portfolioEntity,
    portfolioIds.map((portfolioId) => ({ organizationId, portfolioId })),
    ['portfolioId', 'state', 'pages', 'revisions'],
  );
}

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
