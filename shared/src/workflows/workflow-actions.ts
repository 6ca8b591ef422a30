import { DomainError } from '../errors/domain-error';
import { isAssessedWorkflow, isObservationalWorkflow, type WorkflowId } from './workflow-catalogue';
import { isAssessingRole, isSubmittingRole, mayMoveToDone, type ViewAs, type WorkflowRole } from './workflow-roles';
import type { WorkflowState } from './workflow-states';

/**
 * Workflow actions (spec 1 §4): save_as_draft, advance (Submit), withdraw, revise, push_back, and the
 * assessor's mark-as-done toggle (assess_done). mark_assessing is the observational workflows' start of
 * an assessment (spec 1 §7 PUT .../mark_assessing, spec 3 §7 "for observational workflows").
 */
export const WORKFLOW_ACTIONS = [
  'save_as_draft',
  'advance',
  'withdraw',
  'revise',
  'push_back',
  'mark_as_done',
  'mark_assessing',
] as const;
export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[number];

export interface WorkflowActionContext {
  workflowId: WorkflowId;
  state: WorkflowState;
  /** The role the portfolio is viewed with (see viewingWorkflowRole). */
  role: WorkflowRole;
  viewAs?: ViewAs;
  /** can_withdraw from the portfolio (spec 1 §3–4). */
  canWithdraw?: boolean;
  /** workflow.permissions (spec 1 §3); edit false removes Save for the author. */
  permissions?: { edit?: boolean; comment?: boolean };
  /** The template's roles_allowed_move_to_done (internship workflows). */
  rolesAllowedMoveToDone?: readonly string[];
  /** Whether this assessor's assessment is already marked done (assess_done). */
  assessDone?: boolean;
  /** True when the viewer owns the portfolio; with scoreSync 'lms' and not linkedToLms, Submit is disabled. */
  isOwner?: boolean;
  scoreSync?: string | null;
  linkedToLms?: boolean;
}

/** Authors of work in workflows without assessment: the group homepage is kept by its owners. */
function isAuthor(ctx: WorkflowActionContext): boolean {
  if (ctx.workflowId === 'GroupHomepageWorkflow') return ctx.role === 'owner';
  return isSubmittingRole(ctx.role);
}

/**
 * The state `action` leads to, or null when the action is not a transition of that state for that
 * workflow. Choices where the spec is silent:
 * - save_as_draft from created moves the work to in_preparation (Awaiting submission), except in
 *   observational workflows, which have no Awaiting submission: there the item stays created until an
 *   assessor marks it assessing. Saving keeps in_preparation and in_assessment (assessors save their
 *   assessment); done work is not saved, it is first reopened (revise or Undo).
 * - advance by the author goes to in_assessment, or straight to done in workflows nobody assesses
 *   (Eportfolio "published", Showcase); advance by an assessor goes from in_assessment to done.
 * - push_back: Request Revision returns in_assessment work to in_preparation (not in observational
 *   workflows, which have no preparation step); Undo returns done work to in_assessment.
 * - revise reopens done work for a new revision (in_preparation).
 * - mark_as_done only toggles the assessor's assess_done; the state does not change.
 */
export function nextWorkflowState(
  workflowId: WorkflowId,
  state: WorkflowState,
  action: WorkflowAction,
  byAssessor = false,
): WorkflowState | null {
  const assessed = isAssessedWorkflow(workflowId);
  const observational = isObservationalWorkflow(workflowId);
  switch (action) {
    case 'save_as_draft':
      if (state === 'created') return observational ? 'created' : 'in_preparation';
      if (state === 'in_preparation') return 'in_preparation';
      if (state === 'in_assessment') return assessed ? 'in_assessment' : null;
      return null;
    case 'advance':
      if (byAssessor) return assessed && state === 'in_assessment' ? 'done' : null;
      if (observational || (state !== 'created' && state !== 'in_preparation')) return null;
      return assessed ? 'in_assessment' : 'done';
    case 'withdraw':
      return assessed && !observational && state === 'in_assessment' ? 'in_preparation' : null;
    case 'push_back':
      if (!assessed) return null;
      if (state === 'done') return 'in_assessment';
      return state === 'in_assessment' && !observational ? 'in_preparation' : null;
    case 'revise':
      return state === 'done' && !observational ? 'in_preparation' : null;
    case 'mark_as_done':
      return assessed && state === 'in_assessment' ? 'in_assessment' : null;
    case 'mark_assessing':
      return observational && state === 'created' ? 'in_assessment' : null;
  }
}

/** Why an action is refused, as a catalogue key. */
export type WorkflowRefusal =
  'workflows.action_not_allowed' | 'workflows.withdraw_not_allowed' | 'workflows.submit_only_by_submitter';

/**
 * Whether `ctx.role` may take `action` now, and the state it leads to. Who may act (spec 1 §4, §6):
 * - only submitter and intern submit their work (advance from created or in_preparation), withdraw it
 *   (only when can_withdraw is true) and revise it; the group homepage's owner saves it;
 * - assessing roles save their assessment. Those who may move the work to done (mayMoveToDone:
 *   roles_allowed_move_to_done in internship workflows) Submit it to done (advance), Request Revision and
 *   Undo (push_back) and start observational assessments (mark_assessing). The other assessors — peer
 *   assessors, who give an assessment but do not decide the outcome, and internship assessors not allowed
 *   to move to done — toggle Mark-as-done on their own assessment instead (choice: the spec gives both
 *   buttons the label Submit, so one assessor is never shown both).
 * - the admin view (view_as admin) keeps no Save, Submit, Request Revision or Mark-as-done; Undo of done
 *   work stays (spec 1 §6 names only those four).
 */
export function checkWorkflowAction(
  ctx: WorkflowActionContext,
  action: WorkflowAction,
): { allowed: true; next: WorkflowState } | { allowed: false; reason: WorkflowRefusal } {
  const refuse = (reason: WorkflowRefusal = 'workflows.action_not_allowed') => ({ allowed: false as const, reason });
  const assessor = isAssessingRole(ctx.role);
  const decides =
    assessor && ctx.role !== 'peer_assessor' && mayMoveToDone(ctx.workflowId, ctx.role, ctx.rolesAllowedMoveToDone);
  const next = nextWorkflowState(ctx.workflowId, ctx.state, action, assessor);
  if (next === null) return refuse();
  if (ctx.viewAs === 'admin') {
    const removed =
      action === 'save_as_draft' ||
      action === 'advance' ||
      action === 'mark_as_done' ||
      (action === 'push_back' && ctx.state !== 'done');
    if (removed) return refuse();
  }
  switch (action) {
    case 'save_as_draft':
      if (ctx.state === 'in_assessment') return assessor ? { allowed: true, next } : refuse();
      return isAuthor(ctx) && ctx.permissions?.edit !== false ? { allowed: true, next } : refuse();
    case 'advance':
      if (assessor) return decides ? { allowed: true, next } : refuse();
      return isSubmittingRole(ctx.role) ? { allowed: true, next } : refuse('workflows.submit_only_by_submitter');
    case 'withdraw':
      if (!isSubmittingRole(ctx.role)) return refuse();
      return ctx.canWithdraw === true ? { allowed: true, next } : refuse('workflows.withdraw_not_allowed');
    case 'revise':
      return isSubmittingRole(ctx.role) ? { allowed: true, next } : refuse();
    case 'push_back':
      return decides ? { allowed: true, next } : refuse();
    case 'mark_as_done':
      return assessor && !decides ? { allowed: true, next } : refuse();
    case 'mark_assessing':
      return decides ? { allowed: true, next } : refuse();
  }
}

/** The state after `action`, or a DomainError (403 for who, 409 for when) keyed by the catalogue sentence. */
export function applyWorkflowAction(ctx: WorkflowActionContext, action: WorkflowAction): WorkflowState {
  const result = checkWorkflowAction(ctx, action);
  if (result.allowed) return result.next;
  const kind =
    result.reason === 'workflows.action_not_allowed' &&
    nextWorkflowState(ctx.workflowId, ctx.state, action, isAssessingRole(ctx.role)) === null
      ? 'conflict'
      : 'forbidden';
  throw new DomainError(kind, result.reason);
}

/** The push-back button's label (spec 1 §4): Undo when done, otherwise Request Revision. */
export function pushBackLabelKey(state: WorkflowState): 'workflows.action.undo' | 'workflows.action.request_revision' {
  return state === 'done' ? 'workflows.action.undo' : 'workflows.action.request_revision';
}

/** The mark-as-done toggle's label (spec 1 §4): Submit, or Undo once assess_done is set. */
export function markAsDoneLabelKey(assessDone: boolean): 'workflows.action.submit' | 'workflows.action.undo' {
  return assessDone ? 'workflows.action.undo' : 'workflows.action.submit';
}

/**
 * Submit is disabled for the owner when score sync is lms and the activity is not linked to the LMS
 * (spec 1 §6), with the tip 'Please submit this activity from the course assignment in your Learning
 * Management System.'
 */
export function isSubmitBlockedByLms(
  ctx: Pick<WorkflowActionContext, 'isOwner' | 'scoreSync' | 'linkedToLms'>,
): boolean {
  return ctx.isOwner === true && ctx.scoreSync === 'lms' && ctx.linkedToLms !== true;
}

export interface WorkflowButton {
  action: WorkflowAction;
  labelKey:
    | 'workflows.action.save'
    | 'workflows.action.submit'
    | 'workflows.action.withdraw'
    | 'workflows.action.revise'
    | 'workflows.action.undo'
    | 'workflows.action.request_revision'
    | 'workflows.action.start_assessment';
  disabled: boolean;
  tipKey?: 'workflows.submit_from_lms' | 'workflows.withdraw_not_allowed';
}

const BUTTON_ORDER: readonly WorkflowAction[] = [
  'save_as_draft',
  'mark_assessing',
  'advance',
  'withdraw',
  'revise',
  'push_back',
  'mark_as_done',
];

/**
 * The workflow buttons shown to the viewer, in display order, with their labels, disabled state and tip.
 * A withdraw the portfolio does not allow is shown disabled with the tooltip "This submission cannot be
 * withdrawn." (spec 2 §8); a refused action otherwise is not shown.
 */
export function workflowButtons(ctx: WorkflowActionContext): WorkflowButton[] {
  const buttons: WorkflowButton[] = [];
  for (const action of BUTTON_ORDER) {
    const result = checkWorkflowAction(ctx, action);
    if (!result.allowed) {
      if (result.reason === 'workflows.withdraw_not_allowed') {
        buttons.push({
          action,
          labelKey: 'workflows.action.withdraw',
          disabled: true,
          tipKey: 'workflows.withdraw_not_allowed',
        });
      }
      continue;
    }
    switch (action) {
      case 'save_as_draft':
        buttons.push({ action, labelKey: 'workflows.action.save', disabled: false });
        break;
      case 'mark_assessing':
        buttons.push({ action, labelKey: 'workflows.action.start_assessment', disabled: false });
        break;
      case 'advance': {
        const blocked = !isAssessingRole(ctx.role) && isSubmitBlockedByLms(ctx);
        buttons.push(
          blocked
            ? { action, labelKey: 'workflows.action.submit', disabled: true, tipKey: 'workflows.submit_from_lms' }
            : { action, labelKey: 'workflows.action.submit', disabled: false },
        );
        break;
      }
      case 'withdraw':
        buttons.push({ action, labelKey: 'workflows.action.withdraw', disabled: false });
        break;
      case 'revise':
        buttons.push({ action, labelKey: 'workflows.action.revise', disabled: false });
        break;
      case 'push_back':
        buttons.push({ action, labelKey: pushBackLabelKey(ctx.state), disabled: false });
        break;
      case 'mark_as_done':
        buttons.push({ action, labelKey: markAsDoneLabelKey(ctx.assessDone === true), disabled: false });
        break;
    }
  }
  return buttons;
}

/**
 * After a withdraw (spec 1 §4): if the returned workflow state is still in_assessment the withdraw modal
 * opens and the button is disabled; otherwise the page reloads (or the caller's callback runs).
 */
export function afterWithdraw(returnedState: WorkflowState): 'open_withdraw_modal' | 'reload' {
  return returnedState === 'in_assessment' ? 'open_withdraw_modal' : 'reload';
}
