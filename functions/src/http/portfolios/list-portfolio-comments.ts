import type { listPortfolioComments } from '@tessera/shared';
import { listRevisionComments } from '../../db/portfolios/portfolios';
import type { UseCase } from '../../lib/http/types';
import { mayWriteIn, presentComment, requireThread } from './comment-rules';

/**
 * GET .../revisions/{revision}/assessments/{assessment}/comments (spec 1 §7): the thread's comments, or with
 * for_revision=true the whole revision's; reference_component_id narrows to one component. `read_only` says
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
  const items = all.filter(
    (comment) =>
      (query.for_revision === 'true' || comment.assessment === path.assessment) &&
      (query.reference_component_id === undefined || comment.referenceComponentId === query.reference_component_id) &&
      (query.reference_portfolio_id === undefined || comment.referencePortfolioId === query.reference_portfolio_id),
  );
  const writable = thread.writable && mayWriteIn(thread, path.assessment, thread.revision);
  return { items: items.map((comment) => presentComment(comment, actor, writable)), read_only: !writable };
};
