import { where } from '../expressions';
import { check, create, put, remove, transactWrite, type WritePart } from '../transaction';
import { portfolioEntity, type Portfolio } from './entities/portfolio';
import { portfolioCommentEntity, type PortfolioComment } from './entities/portfolio-comment';
import { portfolioRevisionEntity, type PortfolioRevision } from './entities/portfolio-revision';
import { portfolioRowEntity, rowOf } from './entities/portfolio-row';

/**
 * Every change to a portfolio is one transaction (docs/data-model.md "Portfolios: writes that race"): the
 * portfolio item (created only if absent, else conditioned on the version read), its list row, and what the
 * change brings with it: the revision a submit freezes (created only if absent: a revision is never
 * rewritten), a comment, and the parts other contexts join (courses: the activity's progress).
 */
export type PortfolioWriteOutcome = { outcome: 'saved' } | { outcome: 'conflict' } | { outcome: 'joined_refused' };

export interface PortfolioWrite {
  current: Portfolio | null;
  next: Portfolio;
  revision?: PortfolioRevision;
  comment?: PortfolioComment;
  /** Parts of other contexts joined to this write (e.g. ports/courses.ts progressStatusChange). */
  joined?: Readonly<Record<string, WritePart>>;
}

/** A portfolio item measured as JSON stays under this, leaving DynamoDB's 400 KB item room for its overhead. */
export const PORTFOLIO_ITEM_LIMIT_BYTES = 350_000;

export function portfolioFits(portfolio: Portfolio): boolean {
  return Buffer.byteLength(JSON.stringify(portfolio), 'utf8') <= PORTFOLIO_ITEM_LIMIT_BYTES;
}

export async function writePortfolio(change: PortfolioWrite): Promise<PortfolioWriteOutcome> {
  const { current, next } = change;
  const parts: Record<string, WritePart | undefined> = {
    portfolio: current
      ? put(
          portfolioEntity,
          next,
          where.and((context) => `attribute_exists(${context.name('pk')})`, where.eq('version', current.version)),
        )
      : create(portfolioEntity, next),
    row: put(portfolioRowEntity, rowOf(next)),
    revision: change.revision ? create(portfolioRevisionEntity, change.revision) : undefined,
    comment: change.comment ? create(portfolioCommentEntity, change.comment) : undefined,
  };
  for (const [name, part] of Object.entries(change.joined ?? {})) parts[`joined:${name}`] = part;
  const outcome = await transactWrite(parts);
  if (outcome.ok) return { outcome: 'saved' };
  if ([...outcome.failed].some((name) => name.startsWith('joined:'))) return { outcome: 'joined_refused' };
  return { outcome: 'conflict' };
}

export type CommentWriteOutcome = 'saved' | 'conflict';

/** A comment's change by its author, conditioned on the version read. */
export async function replaceComment(current: PortfolioComment, next: PortfolioComment): Promise<CommentWriteOutcome> {
  const outcome = await transactWrite({
    comment: put(
      portfolioCommentEntity,
      next,
      where.and((context) => `attribute_exists(${context.name('pk')})`, where.eq('version', current.version)),
    ),
  });
  return outcome.ok ? 'saved' : 'conflict';
}

/** A comment deleted by its author, conditioned on the version read. */
export async function deleteComment(current: PortfolioComment): Promise<CommentWriteOutcome> {
  const outcome = await transactWrite({
    comment: remove(portfolioCommentEntity, current, where.eq('version', current.version)),
  });
  return outcome.ok ? 'saved' : 'conflict';
}

/** A comment added without changing the portfolio (the thread's assessment already exists). */
export async function insertComment(comment: PortfolioComment): Promise<CommentWriteOutcome> {
  const outcome = await transactWrite({ comment: create(portfolioCommentEntity, comment) });
  return outcome.ok ? 'saved' : 'conflict';
}

/**
 * The portfolio's parts when an assessor's first save records their assessment on the revision's summary
 * (the assessments context's transaction, http/assessments/assessment-writes.ts): the portfolio, conditioned
 * on the version read (a lost race is the part `portfolio`: read it again and retry), and its list row.
 */
export function portfolioSummaryChange(current: Portfolio, next: Portfolio): { portfolio: WritePart; row: WritePart } {
  return {
    portfolio: put(
      portfolioEntity,
      next,
      where.and((context) => `attribute_exists(${context.name('pk')})`, where.eq('version', current.version)),
    ),
    row: put(portfolioRowEntity, rowOf(next)),
  };
}

/**
 * A condition that the portfolio is still at the version read: a write of another context that depends on the
 * portfolio's state without changing it (the reports' summary of its counted assessment, written by an
 * assessor's save) joins this, so it never records what a concurrent change has already undone.
 */
export function portfolioUnchanged(portfolio: Portfolio): WritePart {
  return check(portfolioEntity, portfolio, where.eq('version', portfolio.version));
}
