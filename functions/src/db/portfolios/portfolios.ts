import { batchGetAttributes } from '../batch';
import { getItem, queryItems } from '../items';
import { read, type ReadPart } from '../transaction';
import { portfolioEntity, type Portfolio } from './entities/portfolio';
import { portfolioCommentEntity, commentsPrefix, type PortfolioComment } from './entities/portfolio-comment';
import { portfolioRevisionEntity, type PortfolioRevision } from './entities/portfolio-revision';
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
export type { PortfolioRow } from './entities/portfolio-row';
export type { PortfolioRevision } from './entities/portfolio-revision';
export type { CommentHighlight, PortfolioComment } from './entities/portfolio-comment';
export { rowOf } from './entities/portfolio-row';

/** Access pattern "portfolio by id": GetItem `ORG#<orgId>` / `PORTFOLIO#<portfolioId>`. */
export function getPortfolio(
  organizationId: string,
  portfolioId: string,
  options: { consistent?: boolean } = {},
): Promise<Portfolio | null> {
  return getItem(portfolioEntity, { organizationId, portfolioId }, options);
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

/** Access pattern "revision by number": GetItem `ORG#<orgId>` / `PORTFOLIO_REVISION#<portfolioId>#<revision>`. */
export function getPortfolioRevision(
  organizationId: string,
  portfolioId: string,
  revision: number,
): Promise<PortfolioRevision | null> {
  return getItem(portfolioRevisionEntity, { organizationId, portfolioId, revision });
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
 */
export function portfolioRevisionReads(
  organizationId: string,
  portfolioId: string,
  revision: number,
): { portfolio: ReadPart<Portfolio>; revision: ReadPart<PortfolioRevision> } {
  return {
    portfolio: read(portfolioEntity, { organizationId, portfolioId }),
    revision: read(portfolioRevisionEntity, { organizationId, portfolioId, revision }),
  };
}

/** What the reports read of a portfolio: its state, pages (the components it was judged by) and revision summaries. */
export type ReportedPortfolio = Pick<Portfolio, 'portfolioId' | 'state' | 'pages' | 'revisions'>;

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
