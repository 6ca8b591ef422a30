import {
  conflict,
  forbidden,
  invalid,
  invalidField,
  isSubmittingRole,
  notFound,
  stripMarkup,
  type createPortfolioComment,
  type deletePortfolioComment,
  type listPortfolioComments,
  type updatePortfolioComment,
} from '@tessera/shared';
import { ulid } from 'ulid';
import { deleteComment, insertComment, replaceComment } from '../../db/portfolios/portfolio-changes';
import {
  getPortfolioComment,
  getPortfolioRevision,
  listRevisionComments,
  type CommentHighlight,
  type Portfolio,
  type PortfolioComment,
} from '../../db/portfolios/portfolios';
import { actorPerson, type Actor, type UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { requirePortfolio, requireViewer, revisionNumber, workflowView, type Viewer } from './access';
import { savePortfolio } from './save';

/**
 * Comments and annotations (spec 1 §2, §3, §6, §7): each lives in one assessment thread of one revision and
 * stays with it. The latest revision's threads take new comments from those with the comment permission;
 * every earlier revision's, and everything for those without it, are read-only. Only a comment's author
 * changes or deletes it. An annotation carries highlights: ranges of the plain text of one component as it
 * was submitted in that revision.
 */
interface Thread {
  portfolio: Portfolio;
  viewer: Viewer;
  revision: number;
  /** New comments and changes are allowed here. */
  writable: boolean;
}

async function requireThread(
  actor: Actor,
  path: { id: string; portfolioId: string; revision: string; assessment: string },
  options: { consistent?: boolean } = {},
): Promise<Thread> {
  const portfolio = await requirePortfolio(actor, path.id, path.portfolioId, options);
  const viewer = await requireViewer(actor, portfolio);
  const number = revisionNumber(path.revision);
  const revision = portfolio.revisions.find((r) => r.revision === number);
  if (!revision) throw notFound('portfolios.not_found');
  const latest = portfolio.revisions[portfolio.revisions.length - 1];
  const { permissions } = workflowView(portfolio, viewer);
  return { portfolio, viewer, revision: number, writable: permissions.comment && revision === latest };
}

const presentComment = (comment: PortfolioComment, actor: Actor, writable: boolean) => {
  const mine = comment.author.userId === actor.userId && writable;
  return {
    id: comment.commentId,
    text: comment.text,
    highlights: comment.highlights,
    reference_portfolio_id: comment.referencePortfolioId,
    reference_component_id: comment.referenceComponentId,
    for_revision: comment.forRevision,
    revision: comment.revision,
    assessment: comment.assessment,
    author: { id: comment.author.userId, first_name: comment.author.firstName, last_name: comment.author.lastName },
    can_edit: mine,
    can_delete: mine,
    version: comment.version,
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
  };
};

/**
 * The thread a viewer may write in: an assessor writes in their own assessment (its id is their user id);
 * the author in the revision's own thread (`0`) or in an assessment that exists on it (a reply).
 */
function mayWriteIn(thread: Thread, assessment: string, revision: number): boolean {
  if (assessment === thread.viewer.userId && !isSubmittingRole(thread.viewer.role) && thread.viewer.role !== 'owner')
    return true;
  if (!isSubmittingRole(thread.viewer.role) && thread.viewer.role !== 'owner') return false;
  if (assessment === '0') return true;
  const summary = thread.portfolio.revisions.find((r) => r.revision === revision);
  return summary?.assessments.some((a) => a.userId === assessment) ?? false;
}

interface CommentInput {
  text: string;
  highlights?: CommentHighlight[];
  reference_portfolio_id?: string;
  reference_component_id?: string;
  for_revision?: boolean;
}

/** The text, the component referred to and the highlights, checked against the revision as submitted. */
async function checkedContent(portfolio: Portfolio, revisionNumber: number, body: CommentInput) {
  const textValue = body.text.trim();
  if (textValue === '') throw invalidField('text', 'portfolios.comment.text_required');
  if (body.reference_portfolio_id !== undefined && body.reference_portfolio_id !== portfolio.portfolioId) {
    throw invalidField('reference_portfolio_id', 'portfolios.comment.component_unknown');
  }
  const componentId = body.reference_component_id ?? null;
  const highlights = body.highlights ?? [];
  if (componentId === null) {
    if (highlights.length > 0) throw invalidField('highlights', 'portfolios.comment.highlight_invalid');
    return { textValue, componentId, highlights };
  }
  const revision = await getPortfolioRevision(portfolio.organizationId, portfolio.portfolioId, revisionNumber);
  const component = revision?.pages.flatMap((page) => page.components).find((c) => c.component_id === componentId);
  if (!revision || !component) throw invalidField('reference_component_id', 'portfolios.comment.component_unknown');
  const content = revision.content[componentId]?.content;
  const plain = typeof content === 'string' ? stripMarkup(content) : '';
  const fields: Record<string, 'portfolios.comment.highlight_invalid'> = {};
  highlights.forEach((highlight, index) => {
    if (highlight.end <= highlight.start || plain.slice(highlight.start, highlight.end) !== highlight.text) {
      fields[`highlights.${index}`] = 'portfolios.comment.highlight_invalid';
    }
  });
  if (Object.keys(fields).length > 0) throw invalid('portfolios.comment.highlight_invalid', { fields });
  return { textValue, componentId, highlights };
}

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
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  const latest = portfolio.revisions[portfolio.revisions.length - 1]!;
  const startsAssessment =
    path.assessment === actor.userId && !latest.assessments.some((a) => a.userId === actor.userId);
  if (startsAssessment) {
    const assessment = {
      ...actorPerson(actor),
      assessAt: now,
      isPrimary: latest.assessments.length === 0,
      done: false,
    };
    const next = {
      ...portfolio,
      revisions: [...portfolio.revisions.slice(0, -1), { ...latest, assessments: [...latest.assessments, assessment] }],
      version: portfolio.version + 1,
      updatedAt: now,
    };
    await savePortfolio(actor, { current: portfolio, next, comment });
  } else if ((await insertComment(comment)) !== 'saved') throw conflict();
  return presentComment(comment, actor, true);
};

async function requireOwnComment(
  actor: Actor,
  path: { id: string; portfolioId: string; revision: string; assessment: string; commentId: string },
  version: number,
) {
  const thread = await requireThread(actor, path);
  const comment = await getPortfolioComment(
    thread.portfolio.organizationId,
    thread.portfolio.portfolioId,
    thread.revision,
    path.commentId,
  );
  if (!comment || comment.assessment !== path.assessment) throw notFound('portfolios.not_found');
  if (comment.author.userId !== actor.userId) throw forbidden('portfolios.comment.not_author');
  if (!thread.writable) throw forbidden('portfolios.comment.read_only');
  if (comment.version !== version) throw conflict('system.conflict');
  return { thread, comment };
}

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
    version: comment.version + 1,
    updatedAt: new Date().toISOString(),
  };
  if ((await replaceComment(comment, next)) !== 'saved') throw conflict('system.conflict');
  return presentComment(next, actor, true);
};

/** DELETE .../comments/{id}?version: its author deletes it. */
export const deletePortfolioCommentUseCase: UseCase<typeof deletePortfolioComment> = async (
  { path, query },
  { actor },
) => {
  const { comment } = await requireOwnComment(actor, path, query.version);
  if ((await deleteComment(comment)) !== 'saved') throw conflict('system.conflict');
  return { id: comment.commentId, message: text('portfolios.comment.deleted') };
};
