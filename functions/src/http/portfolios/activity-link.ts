import {
  conflict,
  notFound,
  type ActivityStatus,
  type WorkflowAction,
  type WorkflowRole,
  type WorkflowState,
} from '@tessera/shared';
import type { WritePart } from '../../db/transaction';
import type { Portfolio, PortfolioParticipant } from '../../db/portfolios/portfolios';
import type { Actor } from '../../lib/http/types';
import { findMemberActivity, progressStatusChange, sectionAssessors, type MemberActivity } from '../../ports/courses';
import { getMembers, notify } from '../../ports/identity';
import { ownerViewer } from '../../ports/portfolios';
import { assessmentSight } from '../../ports/assessments';

/**
 * A portfolio made from an activity (spec 1 §3, §7; ADR 0017) keeps its section and activity: the section's
 * assessors become its participants, and every change that moves the workflow moves the member's progress
 * in the same transaction (courses' progressStatusChange), so the activity list never disagrees with the work.
 */

/** The caller's activity, visible today in a section of theirs; 404 otherwise, 409 when closed or started. */
export async function requireOpenActivity(
  actor: Actor,
  groupId: string,
  activityId: string,
  today: string,
): Promise<MemberActivity> {
  const organizationId = actor.organisation.organizationId;
  const activity = await findMemberActivity(organizationId, { userId: actor.userId, groupId, activityId });
  // Spec 1 §7: an activity not yet visible does not exist for the member.
  if (!activity || activity.visibleDate > today) throw notFound('portfolios.not_found');
  if (activity.section.status !== 'open') throw conflict('portfolios.activity_closed');
  if (activity.progress.portfolioId !== null) throw conflict('portfolios.activity_started');
  return activity;
}

/** The section's assessors as the portfolio's participants, named from their memberships (one BatchGet). */
export async function sectionParticipants(organizationId: string, groupId: string): Promise<PortfolioParticipant[]> {
  const byRole = await sectionAssessors(organizationId, groupId);
  const pairs = Object.entries(byRole).flatMap(([role, ids]) => ids.map((userId) => ({ role, userId })));
  if (pairs.length === 0) return [];
  const members = await getMembers(
    [...new Set(pairs.map((p) => p.userId))].map((userId) => ({ organizationId, userId })),
  );
  const named = new Map(members.map((member) => [member.userId, member]));
  return pairs.map(({ role, userId }) => ({
    userId,
    role: role as WorkflowRole,
    firstName: named.get(userId)?.firstName ?? '',
    lastName: named.get(userId)?.lastName ?? '',
  }));
}

/**
 * The member's activity status for the portfolio's state (spec 2 §4): in progress from the first save and
 * whenever the work is back with the student (withdraw, revise, push_back), submitted while in assessment,
 * assessed at done.
 */
const PROGRESS_OF_STATE: Record<WorkflowState, ActivityStatus> = {
  created: 'in_progress',
  in_preparation: 'in_progress',
  in_assessment: 'submitted',
  done: 'assessed',
};

/**
 * The courses parts joined to a change of an activity's portfolio (its progress row, and its activity's counts
 * when the status moves); none for a portfolio made directly.
 */
export async function progressPart(
  before: Portfolio | null,
  next: Portfolio,
): Promise<Readonly<Record<string, WritePart>> | undefined> {
  if (next.groupId === null || next.activityId === null) return undefined;
  return progressStatusChange(next.organizationId, {
    groupId: next.groupId,
    activityId: next.activityId,
    userId: next.owner.userId,
    status: PROGRESS_OF_STATE[next.state],
    portfolioId: next.portfolioId,
    expected: before ? PROGRESS_OF_STATE[before.state] : 'not_started',
  });
}

/**
 * Issue 12 notifications, in the recipients' existing list (identity's): a submit tells the section's
 * assessors (asked of courses at the time); a request for revision and done tell the student (naming the assessor
 * only where the template shows assessors' names to students). Written after the change is saved: a
 * notification never exists for a change that did not happen.
 */
export async function notifyChange(actor: Actor, before: Portfolio, next: Portfolio, action: WorkflowAction) {
  if (next.groupId === null || next.state === before.state) return;
  const name = `${actor.account.firstName} ${actor.account.lastName}`.trim();
  const params = { name, title: next.title, section: next.groupTitle ?? '' };
  const link = `/portfolios/${next.owner.userId}/${next.portfolioId}`;
  const base = { organizationId: next.organizationId, params, link };
  if (action === 'advance' && next.owner.userId === actor.userId) {
    // The section's assessors now, not those copied at creation: one added since is told too.
    const byRole = await sectionAssessors(next.organizationId, next.groupId);
    const assessors = [...new Set(Object.values(byRole).flat())].filter((id) => id !== actor.userId);
    await Promise.all(
      assessors.map((userId) => notify({ ...base, userId, messageKey: 'identity.notification.portfolio_submitted' })),
    );
  } else if (action === 'push_back' || next.state === 'done') {
    if (next.owner.userId === actor.userId) return;
    // The student is told who acted only where the one visibility rule names assessors to them.
    const named = assessmentSight(next, ownerViewer(next), { assessorId: actor.userId }).named;
    const done = next.state === 'done';
    const messageKey = named
      ? done
        ? 'identity.notification.portfolio_done'
        : 'identity.notification.portfolio_pushed_back'
      : done
        ? 'identity.notification.portfolio_done_unnamed'
        : 'identity.notification.portfolio_pushed_back_unnamed';
    await notify({ ...base, userId: next.owner.userId, messageKey });
  }
}
