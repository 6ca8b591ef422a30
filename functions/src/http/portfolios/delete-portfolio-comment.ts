import { conflict, type deletePortfolioComment } from '@tessera/shared';
import { deleteComment } from '../../db/portfolios/portfolio-changes';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { requireOwnComment } from './comment-rules';

/** DELETE .../comments/{id}?version: its author deletes it. */
export const deletePortfolioCommentUseCase: UseCase<typeof deletePortfolioComment> = async (
  { path, query },
  { actor },
) => {
  const { comment } = await requireOwnComment(actor, path, query.version);
  if ((await deleteComment(comment)) !== 'saved') throw conflict('system.conflict');
  return { id: comment.commentId, message: text('portfolios.comment.deleted') };
};
