import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPortfolioComments } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { portfoliosKeys } from './keys';

export interface CommentThread {
  ownerId: string;
  portfolioId: string;
  revision: number;
  /** The thread the caller writes in (their assessment, or `0` for the author's own): the list is the revision's. */
  assessment: string;
}

/** GET .../revisions/{n}/assessments/{a}/comments?for_revision=true: every comment and annotation of a revision. */
export const revisionCommentsQueryOptions = ({ ownerId, portfolioId, revision, assessment }: CommentThread) =>
  queryOptions({
    queryKey: portfoliosKeys.comments(ownerId, portfolioId, revision, assessment),
    queryFn: ({ signal }) =>
      api(listPortfolioComments, {
        path: { id: ownerId, portfolioId, revision: String(revision), assessment },
        query: { for_revision: 'true' },
        signal,
      }),
  });

export function useRevisionComments(thread: CommentThread | null) {
  return useQuery({
    ...revisionCommentsQueryOptions(thread ?? { ownerId: '', portfolioId: '', revision: 0, assessment: '0' }),
    enabled: thread !== null,
  });
}

/** The path of one comment of the thread (its revision and assessment are the comment's own). */
export const commentPath = (thread: CommentThread, comment: { id: string; revision: number; assessment: string }) => ({
  id: thread.ownerId,
  portfolioId: thread.portfolioId,
  revision: String(comment.revision),
  assessment: comment.assessment,
  commentId: comment.id,
});
