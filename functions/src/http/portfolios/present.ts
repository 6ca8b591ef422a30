import {
  editorCancelButton,
  isAutoSaveEligible,
  isWorkflowStateHidden,
  workflowButtons,
  type WorkflowId,
  type WorkflowState,
} from '@tessera/shared';
import {
  rowOf,
  type Portfolio,
  type PortfolioPerson,
  type PortfolioRevisionSummary,
  type PortfolioRow,
} from '../../db/portfolios/portfolios';
import type { Actor } from '../../lib/http/types';
import { text } from '../../lib/text';
import { isSessionSuperseded } from '../../lib/http/rules';
import { visibleContent, workflowView, type Viewer } from '../../ports/portfolios';
import { assessmentSight, shownToSubmitter } from '../../ports/assessments';

/** How the portfolios context's records look in its contracts' responses. */
export const workflowName = (workflowId: WorkflowId) => text(`workflows.name.${workflowId}`);
/** A state's label, or null where spec 1 §4 hides it for the workflow (Awaiting submission for observational
 * workflows, Awaiting assessment for form workflows). */
export const stateLabel = (workflowId: WorkflowId, state: WorkflowState) =>
  isWorkflowStateHidden(workflowId, state) ? null : text(`workflows.state.${state}`);

/** Showcases are the ePortfolio family (spec 1 §9 points categories: all, showcase, assignment). */
export const categoryOf = (workflowId: WorkflowId): 'showcase' | 'assignment' =>
  workflowId === 'EportfolioWorkflow' || workflowId === 'ShowcaseWorkflow' ? 'showcase' : 'assignment';

export const portfolioUri = (ownerId: string, portfolioId: string) => `/api/users/${ownerId}/portfolios/${portfolioId}`;

const person = (p: PortfolioPerson | null) =>
  p ? { id: p.userId, first_name: p.firstName, last_name: p.lastName } : null;

export function presentSummary(row: PortfolioRow) {
  return {
    id: row.portfolioId,
    title: row.title,
    uri: portfolioUri(row.ownerId, row.portfolioId),
    type: row.type,
    owner_id: row.ownerId,
    template_id: row.templateId,
    template_title: row.templateTitle,
    workflow: row.workflowId,
    workflow_name: workflowName(row.workflowId),
    category: categoryOf(row.workflowId),
    state: row.state,
    state_label: stateLabel(row.workflowId, row.state),
    abstract_text: row.abstractText,
    cover_url: row.coverUrl,
    cover_alternative_text: row.coverAlternativeText,
    is_user_alt_text: row.isUserAltText,
    cover_image_id: row.coverAttachmentId,
    evidence_date: row.evidenceDate,
    timeline_order_datetime: row.timelineOrderAt,
    display_on_timeline: row.displayOnTimeline,
    group_id: row.groupId,
    activity_id: row.activityId,
    trashed_at: row.trashedAt,
    version: row.version,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/**
 * A revision as the viewer reads it in the history (and GET .../revisions/{n}): the assessments the one
 * visibility rule shows them (ports/assessments.ts), each assessor named only where the rule names them.
 */
export function presentRevisionSummary(portfolio: Portfolio, viewer: Viewer, revision: PortfolioRevisionSummary) {
  return {
    id: String(revision.revision),
    version: revision.revision,
    submitted_at: revision.submittedAt,
    submitted_by: person(revision.submittedBy),
    assessments: revision.assessments.flatMap((assessment) => {
      const sight = assessmentSight(portfolio, viewer, { assessorId: assessment.userId, revision: revision.revision });
      if (!sight.shown) return [];
      return [
        {
          id: assessment.userId,
          assessor: assessment.userId,
          assessor_full_name: sight.named ? `${assessment.firstName} ${assessment.lastName}`.trim() : null,
          assess_at: assessment.assessAt,
          is_primary: assessment.isPrimary,
          done: assessment.done,
          visible: shownToSubmitter(assessment),
        },
      ];
    }),
  };
}

/**
 * The assessment thread the viewer's comments go to on the latest revision: an assessor's own; the author's
 * the primary assessment's, else the first shown to them, else `0` (the revision's own thread).
 */
export function commentThreadOf(portfolio: Portfolio, viewer: Viewer): string {
  const latest = portfolio.revisions[portfolio.revisions.length - 1];
  if (viewer.roles.some((role) => role !== 'submitter' && role !== 'intern' && role !== 'owner')) return viewer.userId;
  const shown = (latest?.assessments ?? []).filter(
    (a) => assessmentSight(portfolio, viewer, { assessorId: a.userId, revision: latest?.revision }).shown,
  );
  const primary = shown.find((a) => a.isPrimary) ?? shown[0];
  return primary?.userId ?? '0';
}

/** The participants the viewer may know by name (the one visibility rule: a student, only where names show). */
const presentParticipants = (portfolio: Portfolio, viewer: Viewer) =>
  portfolio.participants
    .filter((p) => assessmentSight(portfolio, viewer, { assessorId: p.userId }).named)
    .map((p) => ({ ...person(p)!, role: p.role }));

/**
 * The portfolio for the composer, as the viewer sees it now: the content they may see, every component's
 * mode, the workflow with permissions and revisions, the buttons with their labels and tips, auto-save
 * eligibility, and whether this device may save at all (spec 1 §8 another-device rule).
 */
export function presentPortfolio(actor: Actor, portfolio: Portfolio, viewer: Viewer) {
  const view = workflowView(portfolio, viewer);
  const closed = portfolio.activityStatus === 'closed';
  const latest = portfolio.revisions[portfolio.revisions.length - 1];
  const buttons = closed ? [] : workflowButtons({ ...view.context, assessDone: view.assessDone });
  const cancel = editorCancelButton(portfolio.activityStatus);
  const participants = presentParticipants(portfolio, viewer);
  const superseded = isSessionSuperseded(actor);
  return {
    ...presentSummary(rowOf(portfolio)),
    owner_full_name: `${portfolio.owner.firstName} ${portfolio.owner.lastName}`.trim(),
    pages: portfolio.pages.map((page) => ({
      id: page.id,
      title: page.title,
      components: page.components.map((component) => ({
        ...component,
        mode: view.modes[String(component.component_id)] ?? 'visible',
      })),
    })),
    content: visibleContent(portfolio, view.modes),
    component_modes: view.modes,
    activity_status: portfolio.activityStatus,
    group_title: portfolio.groupTitle,
    view_as: viewer.viewAs,
    sync_score: portfolio.scoreSync,
    linked_to_lms: portfolio.linkedToLms,
    can_withdraw: view.canWithdraw,
    workflow: {
      id: portfolio.workflowId,
      name: workflowName(portfolio.workflowId),
      state: portfolio.state,
      state_label: stateLabel(portfolio.workflowId, portfolio.state),
      workflow_role: viewer.role,
      roles: viewer.roles,
      permissions: view.permissions,
      participants,
      times: { submitted_at: portfolio.submittedAt, assess_done_at: portfolio.assessDoneAt },
      history_revisions: portfolio.revisions.map((revision) => presentRevisionSummary(portfolio, viewer, revision)),
      commentable_revision:
        latest && view.permissions.comment
          ? { revision: latest.revision, assessment: commentThreadOf(portfolio, viewer) }
          : null,
      revision_for_readonly_comments: portfolio.revisions
        .filter((revision) => revision !== latest || !view.permissions.comment)
        .map((revision) => revision.revision),
      assessor: viewer.roles.some((role) => role !== 'submitter' && role !== 'intern' && role !== 'owner')
        ? { id: actor.userId, first_name: actor.account.firstName, last_name: actor.account.lastName }
        : null,
    },
    buttons: buttons.map((button) => ({
      action: button.action,
      label: text(button.labelKey),
      disabled: button.disabled || superseded,
      tip: superseded ? text('identity.another_device') : button.tipKey ? text(button.tipKey) : null,
    })),
    cancel_button: { label: text(cancel.labelKey), primary: cancel.primary },
    auto_save:
      !superseded &&
      !closed &&
      viewer.viewAs !== 'admin' &&
      isAutoSaveEligible({
        roles: actor.roles,
        workflowId: portfolio.workflowId,
        state: portfolio.state,
        permissions: view.permissions,
      }),
    saving_disabled: superseded ? text('identity.another_device') : null,
  };
}
