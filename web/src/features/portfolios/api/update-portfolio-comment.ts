import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatePortfolioComment, type PortfolioComment } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { commentPath, type CommentThread } from './list-portfolio-comments';
import { portfoliosKeys } from './keys';

/** PUT .../comments/{id}: its author changes the text at the version read (a stale change: 409). */
export function useUpdateComment(thread: CommentThread | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ comment, text }: { comment: PortfolioComment; text: string }) => {
      if (!thread) throw new Error('no comment thread to write in');
      return api(updatePortfolioComment, {
        path: commentPath(thread, comment),
        body: {
          text,
          version: comment.version,
          highlights: comment.highlights,
          ...(comment.reference_component_id ? { reference_component_id: comment.reference_component_id } : {}),
        },
      });
    },
    onSettled: () =>
      thread &&
      queryClient.invalidateQueries({
        queryKey: portfoliosKeys.comments(thread.ownerId, thread.portfolioId, thread.revision, thread.assessment),
      }),
  });
}
