import { conflict, forbidden, invalid, invalidField, isSubmittingRole, notFound, stripMarkup } from '@tessera/shared';
import {
  getPortfolioComment,
  type CommentHighlight,
  type Portfolio,
  type PortfolioComment,
} from '../../db/portfolios/portfolios';
import type { Actor } from '../../lib/http/types';
import {
  getPortfolioRevision,
  requirePortfolio,
  requireViewer,
  revisionNumber,
  workflowView,
  type Viewer,
} from '../../ports/portfolios';
import { assessmentSight } from '../../ports/assessments';

/**
 * Comments and annotations (spec 1 §2, §3, §6, §7): each lives in one assessment thread of one revision and
 * stays with it. The latest revision's threads take new comments from those with the comment permission;
 * every earlier revision's, and everything for those without it, are read-only. Only a comment's author
 * changes or deletes it. An annotation carries highlights: ranges of the plain text of one component as it
 * was submitted in that revision.
 */
export interface Thread {
  portfolio: Portfolio;
  viewer: Viewer;
  revision: number;
  /** New comments and changes are allowed here. */
  writable: boolean;
}

/**
 * The thread named by the path, or 404: the revision's own thread (`0`), or an assessment's thread the caller
 * sees by the one visibility rule (ports/assessments.ts: a student reaches only the threads of the
 * assessments shown to them, a peer assessor only their own), or the caller's own, which their first comment
 * begins.
 */
export async function requireThread(
  actor: Actor,
  path: { id: string; portfolioId: string; revision: string; assessment: string },
  options: { consistent?: boolean } = {},
): Promise<Thread> {
  const portfolio = await requirePortfolio(actor, path.id, path.portfolioId, options);
  const viewer = await requireViewer(actor, portfolio);
  const number = revisionNumber(path.revision);
  const revision = portfolio.revisions.find((r) => r.revision === number);
  if (!revision) throw notFound('portfolios.not_found');
  const thread = { portfolio, viewer, revision: number };
  if (!threadSeen(thread, path.assessment)) throw notFound('portfolios.not_found');
  const latest = portfolio.revisions[portfolio.revisions.length - 1];
  const { permissions } = workflowView(portfolio, viewer);
  return { ...thread, writable: permissions.comment && revision === latest };
}

/** Whether the viewer sees the thread `assessment` of the revision: `0`, or by the assessment's sight. */
export function threadSeen(thread: Pick<Thread, 'portfolio' | 'viewer' | 'revision'>, assessment: string): boolean {
  if (assessment === '0') return true;
  const sight = assessmentSight(thread.portfolio, thread.viewer, { assessorId: assessment, revision: thread.revision });
  return sight.shown || sight.readable;
}

const person = (p: { userId: string; firstName: string; lastName: string }) => ({
  id: p.userId,
  first_name: p.firstName,
  last_name: p.lastName,
});

/**
 * A comment as the caller reads it. Its author is named as the one visibility rule names them: the work's
 * owner always; an assessor only where the caller may know their name (a student: when the template shows
 * assessors' names), else `author: null`; whoever wrote it acting as the author beside them, where named.
 */
export const presentComment = (
  comment: PortfolioComment,
  thread: Pick<Thread, 'portfolio' | 'viewer'>,
  actor: Actor,
  writable: boolean,
) => {
  const mine = comment.author.userId === actor.userId && writable;
  const named =
    comment.author.userId === thread.portfolio.owner.userId ||
    assessmentSight(thread.portfolio, thread.viewer, { assessorId: comment.author.userId, revision: comment.revision })
      .named;
  return {
    id: comment.commentId,
    text: comment.text,
    highlights: comment.highlights,
    reference_portfolio_id: comment.referencePortfolioId,
    reference_component_id: comment.referenceComponentId,
    for_revision: comment.forRevision,
    revision: comment.revision,
    assessment: comment.assessment,
    author: named ? person(comment.author) : null,
    acted_by: named && comment.actedBy ? person(comment.actedBy) : null,
    can_edit: mine,
    can_delete: mine,
    version: comment.version,
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
  };
};

/**
 * The thread a viewer may write in: an assessor writes in their own assessment (its id is their user id);
 * the author in the revision's own thread (`0`) or in the thread of an assessment shown to them (a reply):
 * never in a hidden assessor's, which does not exist for them.
 */
export function mayWriteIn(thread: Thread, assessment: string, revision: number): boolean {
  if (assessment === thread.viewer.userId && !isSubmittingRole(thread.viewer.role) && thread.viewer.role !== 'owner')
    return true;
  if (!isSubmittingRole(thread.viewer.role) && thread.viewer.role !== 'owner') return false;
  if (assessment === '0') return true;
  return assessmentSight(thread.portfolio, thread.viewer, { assessorId: assessment, revision }).shown;
}

interface CommentInput {
  text: string;
  highlights?: CommentHighlight[];
  reference_portfolio_id?: string;
  reference_component_id?: string;
  for_revision?: boolean;
}

/** The text, the component referred to and the highlights, checked against the revision as submitted. */
export async function checkedContent(portfolio: Portfolio, revisionNumber: number, body: CommentInput) {
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

export async function requireOwnComment(
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
