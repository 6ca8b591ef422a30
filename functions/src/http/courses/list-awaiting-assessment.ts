import {
  invalidField,
  notFound,
  SUBMITTING_ROLES,
  viewingWorkflowRole,
  type listAwaitingAssessment,
  type WorkflowRole,
} from '@tessera/shared';
import { activityCounts, activityIdOf, readAwaitingPage, type ActivityProgress } from '../../db/courses/activities';
import { InvalidCursorError } from '../../db/items';
import type { Actor, UseCase } from '../../lib/http/types';
import { assessmentSight } from '../../ports/assessments';
import { getListedPortfolios, type Portfolio, type Viewer } from '../../ports/portfolios';
import { requireSectionPlace, workflowRolesOf, type SectionPlace } from './place';
import { usDate } from './present-plan';

/**
 * The caller as a viewer of the section's submitted work, or null when they may not assess it: the workflow
 * roles their place in the section gives on its activities' portfolios (the portfolios context's rule: an
 * owner is supervisor, a coordinator, mentor or peer assessor assesses every member's submitted work; a member's
 * submitter role is no role on another's work), or, with none, the admin view when they administer the
 * course's node (they may open the work with action_as=admin).
 */
function sectionViewer(actor: Actor, place: SectionPlace): Viewer | null {
  const roles = workflowRolesOf(place).filter((role) => !SUBMITTING_ROLES.includes(role));
  const view = (viewAs: 'self' | 'admin'): Viewer => ({
    userId: actor.userId,
    roles,
    role: viewingWorkflowRole(viewAs, roles) as WorkflowRole,
    viewAs,
    isOwner: false,
  });
  if (roles.length > 0) return view('self');
  return place.manages ? view('admin') : null;
}

/** The assessments begun on the latest revision that the viewer may see, named where the one rule names them. */
function presentAssessments(portfolio: Portfolio, viewer: Viewer) {
  const latest = portfolio.revisions[portfolio.revisions.length - 1];
  if (!latest) return [];
  return latest.assessments.flatMap((assessment) => {
    const sight = assessmentSight(portfolio, viewer, { assessorId: assessment.userId, revision: latest.revision });
    if (!sight.shown) return [];
    return [
      {
        assessor_full_name: sight.named ? `${assessment.firstName} ${assessment.lastName}`.trim() : null,
        is_primary: assessment.isPrimary,
        done: assessment.done,
        mine: assessment.userId === viewer.userId,
      },
    ];
  });
}

/**
 * GET /api/groups/{id}/awaiting-assessment?cursor (issue 23, ADR 0028 §3): the section's submitted work no
 * assessor has finished, oldest submission first (the order an assessor works through it), 25 a page, from the
 * sparse index of submitted progress rows, with `total` the activities' count of submitted work. For those who
 * assess in the section and admins of its course's node; a member (a student) and anyone else get 404, another
 * organisation's section too. Each item's assessments go through the assessments' visibility rule (a peer
 * assessor sees only their own). A cursor not of this section's list is a 400. Round trips after the actor:
 * the section, membership and tree (1), the page and the activities in parallel (1), the page's portfolio heads
 * (1 BatchGetItem; their template snapshots from the container's cache).
 */
export const listAwaitingAssessmentUseCase: UseCase<typeof listAwaitingAssessment> = async (
  { path, query },
  { actor },
) => {
  const place = await requireSectionPlace(actor, path.id, { admins: true });
  const viewer = sectionViewer(actor, place);
  if (!viewer) throw notFound();
  const { organizationId, groupId } = place.section;
  const page = await readAwaitingPage(organizationId, groupId, query.cursor ?? null).catch((error: unknown) => {
    // A cursor is the client's to send back untouched; another section's, or garbage, is a 400.
    if (error instanceof InvalidCursorError) throw invalidField('cursor', 'system.invalid_cursor');
    throw error;
  });
  const portfolioIds = page.rows.flatMap((row) => (row.portfolioId ? [row.portfolioId] : []));
  const portfolios = new Map(
    (await getListedPortfolios(organizationId, portfolioIds)).map((portfolio) => [portfolio.portfolioId, portfolio]),
  );
  const activities = new Map(page.activities.map((activity) => [activity.planId, activity]));
  const present = (row: ActivityProgress) => {
    const portfolio = row.portfolioId ? portfolios.get(row.portfolioId) : undefined;
    // A row names its portfolio from the first save on; one whose portfolio is gone has nothing to assess.
    if (!portfolio || portfolio.owner.userId !== row.userId) return [];
    const activity = activities.get(row.planId);
    const latest = portfolio.revisions[portfolio.revisions.length - 1];
    return [
      {
        portfolio_id: portfolio.portfolioId,
        revision: latest?.revision ?? 0,
        submitted_at: latest?.submittedAt ?? row.submittedAt ?? row.updatedAt,
        owner: { id: row.userId, first_name: portfolio.owner.firstName, last_name: portfolio.owner.lastName },
        activity: {
          id: activityIdOf(groupId, row.planId),
          title: activity?.title ?? row.title,
          due_datetime: usDate(activity?.dueDate ?? row.dueDate),
        },
        assessments: presentAssessments(portfolio, viewer),
      },
    ];
  };
  return {
    group_id: groupId,
    total: page.activities.reduce((sum, activity) => sum + activityCounts(activity).submitted, 0),
    items: page.rows.flatMap(present),
    cursor: page.cursor,
    more: page.cursor !== null,
  };
};
