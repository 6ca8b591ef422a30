import type { Role } from '../identity/roles';
import { isFormWorkflow, isObservationalWorkflow, isSupervisedWorkflow, type WorkflowId } from './workflow-catalogue';
import type { WorkflowState } from './workflow-states';

/**
 * Auto-save timing (spec 1 §4, §9; spec 2 §9). Nothing reads it yet: the editors' auto-save will (its behaviour
 * test arrives with it).
 */
export const AUTO_SAVE_INTERVAL_MS = 300_000;
export const SAVE_DEBOUNCE_MS = 650;
export const AUTO_SAVE_SPINNER_MIN_MS = 2_000;
/** The composer's comment indicators recompute their counts at most this often while comments change (spec 2 §9). */
export const COMMENT_INDICATOR_DEBOUNCE_MS = 300;

export interface AutoSaveContext {
  /** The viewer's organisation role(s). */
  roles: readonly Role[];
  workflowId: WorkflowId;
  state: WorkflowState;
  permissions?: { edit?: boolean; comment?: boolean };
  /** A date field currently holding an invalid date. */
  hasDateError?: boolean;
}

/**
 * Whether auto-save runs (spec 1 §4): the student is in_preparation with edit permission; the student is
 * in_assessment with comment permission; faculty or coordinator is in_assessment in supervised,
 * observational or form workflows. A date error blocks auto-save.
 */
export function isAutoSaveEligible(ctx: AutoSaveContext): boolean {
  if (ctx.hasDateError) return false;
  const student = ctx.roles.includes('student');
  if (student && ctx.state === 'in_preparation' && ctx.permissions?.edit === true) return true;
  if (student && ctx.state === 'in_assessment' && ctx.permissions?.comment === true) return true;
  const reviewer = ctx.roles.includes('faculty') || ctx.roles.includes('coordinator');
  const workflowFits =
    isSupervisedWorkflow(ctx.workflowId) || isObservationalWorkflow(ctx.workflowId) || isFormWorkflow(ctx.workflowId);
  return reviewer && ctx.state === 'in_assessment' && workflowFits;
}
