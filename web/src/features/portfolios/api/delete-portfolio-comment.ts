import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePortfolioComment, type PortfolioComment } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { commentPath, type CommentThread } from './list-portfolio-comments';
import { portfoliosKeys } from './keys';

/** DELETE .../comments/{id}?version: its author deletes a comment. */
export function useDeleteComment(thread: CommentThread | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: PortfolioComment) => {
      if (!thread) throw new Error('no comment thread to write in');
      return api(deletePortfolioComment, {
        path: commentPath(thread, comment),
        query: { version: comment.version },
      });
    },
    onSettled: () =>
      thread &&
      queryClient.invalidateQueries({
        queryKey: portfoliosKeys.comments(thread.ownerId, thread.portfolioId, thread.revision, thread.assessment),
      }),
  });
}
