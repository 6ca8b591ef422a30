import { conflict, type updatePortfolioComment } from '@tessera/shared';
import { replaceComment } from '../../db/portfolios/portfolio-changes';
import type { PortfolioComment } from '../../db/portfolios/portfolios';
import { actedByOf, type UseCase } from '../../lib/http/types';
import { checkedContent, presentComment, requireOwnComment } from './comment-rules';

/** PUT .../comments/{id}: its author changes the text, the component or the highlights, at the version read. */
export const updatePortfolioCommentUseCase: UseCase<typeof updatePortfolioComment> = async (
  { path, body },
  { actor },
) => {
  const { thread, comment } = await requireOwnComment(actor, path, body.version);
  const { textValue, componentId, highlights } = await checkedContent(thread.portfolio, thread.revision, body);
  const next: PortfolioComment = {
    ...comment,
    text: textValue,
    referenceComponentId: componentId,
    highlights,
    forRevision: body.for_revision ?? comment.forRevision,
    actedBy: actedByOf(actor),
    version: comment.version + 1,
    updatedAt: new Date().toISOString(),
  };
  if ((await replaceComment(comment, next)) !== 'saved') throw conflict('system.conflict');
  return presentComment(next, thread, actor, true);
};
