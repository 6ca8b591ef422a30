import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPortfolioComment, type PortfolioComment } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import type { CommentThread } from './list-portfolio-comments';
import { resourceKeys } from '../../../lib/query-keys';
import { portfoliosKeys } from './keys';

export interface NewComment {
  text: string;
  componentId: string | null;
  highlights: PortfolioComment['highlights'];
}

/** POST .../comments: a comment on the revision, on one component, or an annotation of highlighted text in it. */
export function useCreateComment(thread: CommentThread | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, componentId, highlights }: NewComment) => {
      if (!thread) throw new Error('no comment thread to write in');
      return api(createPortfolioComment, {
        path: {
          id: thread.ownerId,
          portfolioId: thread.portfolioId,
          revision: String(thread.revision),
          assessment: thread.assessment,
        },
        body: {
          text,
          ...(componentId ? { reference_component_id: componentId } : {}),
          ...(highlights.length > 0 ? { highlights } : {}),
        },
      });
    },
    // An assessor's first comment starts their assessment: the portfolio's history changes with it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: portfoliosKeys.all }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.portfolios() }),
      ]),
  });
}
