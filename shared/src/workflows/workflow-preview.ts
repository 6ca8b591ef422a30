import { isAssessedWorkflow, isFormWorkflow, type WorkflowId } from './workflow-catalogue';
import { templateRoleChoices, type WorkflowRole } from './workflow-roles';
import { workflowStatusOptions, type WorkflowState } from './workflow-states';

/**
 * The roles a template of a workflow is previewed as (spec 1 §2 "Preview has theme, status and role
 * selectors"; spec 1 §6 "supervisor is filtered from template roles"). The spec lists the roles, not which
 * workflow has which; chosen as the workflows read: the person whose work it is first, then who assesses it.
 */
const PREVIEW_ROLES: Readonly<Record<WorkflowId, readonly WorkflowRole[]>> = {
  SupervisedAssessmentWorkflow: ['submitter', 'supervisor_assessor'],
  SupervisedPeerAssessmentWorkflow: ['submitter', 'supervisor_assessor', 'peer_assessor'],
  SupervisedCoordinatorsAssessmentWorkflow: ['submitter', 'supervisor_assessor', 'coordinator_assessors'],
  ObservationalAssessmentWorkflow: ['submitter', 'supervisor_assessor'],
  FormWorkflow: ['submitter', 'supervisor_assessor'],
  InternshipWorkflow: ['intern', 'mentor_assessors', 'internship_supervisor_assessors'],
  InternshipObservationalWorkflow: ['intern', 'mentor_assessors', 'internship_supervisor_assessors'],
  InternshipFormWorkflow: ['intern', 'mentor_assessors', 'internship_supervisor_assessors'],
  EportfolioWorkflow: ['owner'],
  ShowcaseWorkflow: ['owner'],
  GroupHomepageWorkflow: ['owner', 'member'],
};

export function workflowPreviewRoles(workflowId: WorkflowId): WorkflowRole[] {
  return templateRoleChoices(PREVIEW_ROLES[workflowId]);
}

/** The states a template is previewed in: the statuses the workflow offers (spec 2 §4), hidden ones left out. */
export function workflowPreviewStates(workflowId: WorkflowId): WorkflowState[] {
  return workflowStatusOptions(workflowId);
}

/**
 * Whether a workflow's work is assessed (GET /api/workflows?assessment=true): not the unassessed ones
 * (ePortfolio, showcase, group homepage) and not the form workflows, which hide Awaiting assessment (spec 1 §4).
 */
export function workflowHasAssessment(workflowId: WorkflowId): boolean {
  return isAssessedWorkflow(workflowId) && !isFormWorkflow(workflowId);
}
