import type { listPortfolioComments } from '@tessera/shared';
import { listRevisionComments } from '../../db/portfolios/portfolios';
import type { UseCase } from '../../lib/http/types';
import { mayWriteIn, presentComment, requireThread, threadSeen } from './comment-rules';

/**
 * GET .../revisions/{revision}/assessments/{assessment}/comments (spec 1 §7): the thread's comments, or with
 * for_revision=true those of every thread of the revision the caller sees (the one visibility rule: a student
 * never reads the thread of an assessment hidden from them); reference_component_id narrows to one component. `read_only` says
 * whether the caller may comment here (spec 1 §2: comments read-only without the comment permission).
 */
export const listPortfolioCommentsUseCase: UseCase<typeof listPortfolioComments> = async (
  { path, query },
  { actor },
) => {
  const thread = await requireThread(actor, path);
  const all = await listRevisionComments(
    thread.portfolio.organizationId,
    thread.portfolio.portfolioId,
    thread.revision,
  );
  // The whole revision's comments are those of the threads the caller sees (never a hidden assessor's).
  const items = all.filter(
    (comment) =>
      (query.for_revision === 'true'
        ? threadSeen(thread, comment.assessment)
        : comment.assessment === path.assessment) &&
      (query.reference_component_id === undefined || comment.referenceComponentId === query.reference_component_id) &&
      (query.reference_portfolio_id === undefined || comment.referencePortfolioId === query.reference_portfolio_id),
  );
  const writable = thread.writable && mayWriteIn(thread, path.assessment, thread.revision);
  return { items: items.map((comment) => presentComment(comment, thread, actor, writable)), read_only: !writable };
};
