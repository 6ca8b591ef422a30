import {
  isAssessedWorkflow,
  isInternshipWorkflow,
  isObservationalWorkflow,
  type WorkflowId,
} from '../workflows/workflow-catalogue';
import { isAssessingRole, isSubmittingRole, type ViewAs, type WorkflowRole } from '../workflows/workflow-roles';
import type { WorkflowState } from '../workflows/workflow-states';
import type { ComponentMode } from '../workflows/component-mode';

/**
 * The workflow role of a portfolio's owner (spec 1 §6): interns own internship work, the group homepage is
 * kept by its owners, everything else is a submitter's.
 */
export function ownerWorkflowRole(workflowId: WorkflowId): WorkflowRole {
  if (workflowId === 'GroupHomepageWorkflow') return 'owner';
  return isInternshipWorkflow(workflowId) ? 'intern' : 'submitter';
}

export interface PortfolioPermissionsInput {
  role: WorkflowRole;
  state: WorkflowState;
  viewAs?: ViewAs;
  /** The activity's status; a closed activity is read-only (spec 1 §4). */
  activityStatus?: string | null;
  /** Whether the portfolio has been submitted at least once (there is a revision to comment on). */
  hasRevision: boolean;
  /** The template's display_assessment_panel (spec 1 §6). */
  displayAssessmentPanel?: boolean;
  /** The modes of the portfolio's components for this viewer (resolveComponentMode). */
  componentModes: readonly ComponentMode[];
}

export interface PortfolioPermissions {
  edit: boolean;
  comment: boolean;
  view_assessment_panel: boolean;
}

/**
 * workflow.permissions (spec 1 §3, §6). The spec gives their effects, not the table; chosen:
 * - edit: some component is editable for the viewer now (the modes already say who writes what when); never
 *   in the admin view or on a closed activity.
 * - comment: the author and the assessors talk about submitted work, so once a revision exists; never in
 *   the admin view or on a closed activity (comments then read-only, spec 1 §2).
 * - view_assessment_panel: submitters only when the template's display_assessment_panel allows (spec 1 §6);
 *   everyone else who sees the work.
 */
export function portfolioPermissions(input: PortfolioPermissionsInput): PortfolioPermissions {
  const open = input.viewAs !== 'admin' && input.activityStatus !== 'closed';
  const participant = isSubmittingRole(input.role) || isAssessingRole(input.role) || input.role === 'owner';
  return {
    edit: open && input.componentModes.includes('editable'),
    comment: open && participant && input.hasRevision,
    view_assessment_panel: isSubmittingRole(input.role) ? input.displayAssessmentPanel === true : true,
  };
}

/**
 * can_withdraw (spec 1 §3–4): a submission can be taken back while it waits for assessment and no assessor
 * has started on it (the spec gives the flag, not its rule; an assessment under way is someone's work).
 * Observational workflows have no preparation step to return to; unassessed ones nothing to withdraw from.
 */
export function canWithdrawSubmission(input: {
  workflowId: WorkflowId;
  state: WorkflowState;
  role: WorkflowRole;
  assessmentStarted: boolean;
}): boolean {
  return (
    isAssessedWorkflow(input.workflowId) &&
    !isObservationalWorkflow(input.workflowId) &&
    isSubmittingRole(input.role) &&
    input.state === 'in_assessment' &&
    !input.assessmentStarted
  );
}
