import { conflict, forbidden, type createPortfolioComment } from '@tessera/shared';
import { ulid } from 'ulid';
import { insertComment } from '../../db/portfolios/portfolio-changes';
import type { PortfolioComment } from '../../db/portfolios/portfolios';
import { actedByOf, actorPerson, type UseCase } from '../../lib/http/types';
import { withAssessment } from '../../ports/portfolios';
import { checkedContent, mayWriteIn, presentComment, requireThread } from './comment-rules';
import { savePortfolio } from './save';

/**
 * POST .../comments: a comment or an annotation on the latest revision. An assessor's first comment starts
 * their assessment of that revision (written with the comment, at the portfolio's version: it also ends
 * can_withdraw).
 */
export const createPortfolioCommentUseCase: UseCase<typeof createPortfolioComment> = async (
  { path, body },
  { actor },
) => {
  const thread = await requireThread(actor, path, { consistent: true });
  if (!thread.writable) throw forbidden('portfolios.comment.read_only');
  if (!mayWriteIn(thread, path.assessment, thread.revision)) throw forbidden('portfolios.assessment_unknown');
  const { portfolio } = thread;
  const { textValue, componentId, highlights } = await checkedContent(portfolio, thread.revision, body);
  const now = new Date().toISOString();
  const comment: PortfolioComment = {
    organizationId: portfolio.organizationId,
    portfolioId: portfolio.portfolioId,
    revision: thread.revision,
    commentId: ulid(),
    assessment: path.assessment,
    text: textValue,
    highlights,
    referencePortfolioId: portfolio.portfolioId,
    referenceComponentId: componentId,
    forRevision: body.for_revision ?? false,
    author: actorPerson(actor),
    actedBy: actedByOf(actor),
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  const latest = portfolio.revisions[portfolio.revisions.length - 1]!;
  const startsAssessment =
    path.assessment === actor.userId && !latest.assessments.some((a) => a.userId === actor.userId);
  if (startsAssessment) {
    const next = {
      ...portfolio,
      revisions: withAssessment(portfolio.revisions, actor, thread.viewer.role, now),
      version: portfolio.version + 1,
      updatedAt: now,
    };
    await savePortfolio(actor, { current: portfolio, next, comment });
  } else if ((await insertComment(comment)) !== 'saved') throw conflict();
  return presentComment(comment, thread, actor, true);
};
