import { isInternshipWorkflow, type WorkflowId } from './workflow-catalogue';

/**
 * Workflow roles (spec 1 §6): the role a user holds on one portfolio, plus the template roles that name
 * groups of assessors on a template.
 */
export const PORTFOLIO_WORKFLOW_ROLES = [
  'submitter',
  'supervisor',
  'supervisor_assessor',
  'intern',
  'peer_assessor',
  'owner',
  'member',
  'hierarchy_admin',
] as const;

export const TEMPLATE_ASSESSOR_ROLES = [
  'coordinator_assessors',
  'mentor_assessors',
  'internship_supervisor_assessors',
] as const;

export const WORKFLOW_ROLES = [...PORTFOLIO_WORKFLOW_ROLES, ...TEMPLATE_ASSESSOR_ROLES] as const;
export type WorkflowRole = (typeof WORKFLOW_ROLES)[number];
export type TemplateAssessorRole = (typeof TEMPLATE_ASSESSOR_ROLES)[number];

export function isWorkflowRole(value: string): value is WorkflowRole {
  return (WORKFLOW_ROLES as readonly string[]).includes(value);
}

/** The roles whose work is assessed: "Only submitter and intern may submit" (spec 1 §6). */
export const SUBMITTING_ROLES: readonly WorkflowRole[] = ['submitter', 'intern'];

/**
 * Roles that assess a portfolio. The spec does not list them in one place; chosen from spec 1 §6 and
 * spec 3 §6: the supervisor (the role an admin view borrows, whose Save, Submit, Request Revision and
 * Mark-as-done the admin view removes), the assigned supervisor assessor, peer assessors and the three
 * template assessor roles.
 */
export const ASSESSING_ROLES: readonly WorkflowRole[] = [
  'supervisor',
  'supervisor_assessor',
  'peer_assessor',
  'coordinator_assessors',
  'mentor_assessors',
  'internship_supervisor_assessors',
];

export const isSubmittingRole = (role: WorkflowRole): boolean => SUBMITTING_ROLES.includes(role);
export const isAssessingRole = (role: WorkflowRole): boolean => ASSESSING_ROLES.includes(role);

/**
 * The supervising roles: the faculty who supervise the work and whose assessment is the primary one (spec 1 §4
 * "the primary supervisor assessor is always checked"). A section's owner acts as supervisor, an assigned
 * supervisor assessor as supervisor_assessor, an internship's supervisor as internship_supervisor_assessors.
 * Peer, mentor and coordinator assessors assess beside them and are never primary.
 */
export const SUPERVISING_ROLES: readonly WorkflowRole[] = [
  'supervisor',
  'supervisor_assessor',
  'internship_supervisor_assessors',
];

export const isSupervisingRole = (role: WorkflowRole): boolean => SUPERVISING_ROLES.includes(role);

/**
 * One role out of several (spec 1 §6 "Multiple roles"): hierarchy_admin is dropped first, then supervisor
 * is dropped in favour of another role; the first remaining role wins. A role is only dropped while another
 * remains, so a lone hierarchy_admin or supervisor keeps its role. Returns undefined for no roles.
 */
export function resolveWorkflowRole(roles: readonly WorkflowRole[]): WorkflowRole | undefined {
  let remaining = [...new Set(roles)];
  for (const dropped of ['hierarchy_admin', 'supervisor'] as const) {
    if (remaining.length > 1 && remaining.includes(dropped)) remaining = remaining.filter((role) => role !== dropped);
  }
  return remaining[0];
}

/** Role choices in an assessment panel: submitter is removed (spec 1 §6). */
export function assessmentPanelRoleChoices(roles: readonly WorkflowRole[]): WorkflowRole[] {
  return roles.filter((role) => role !== 'submitter');
}

/** Template roles offered (e.g. in the template preview's role selector): supervisor is filtered out (spec 1 §6). */
export function templateRoleChoices(roles: readonly WorkflowRole[]): WorkflowRole[] {
  return roles.filter((role) => role !== 'supervisor');
}

/** How a portfolio is being viewed (spec 1 §3 view_as, spec 3 §6 "admin viewing modes"). */
export type ViewAs = 'owner' | 'admin' | 'self';

/**
 * The role used to render a portfolio (spec 3 §6): viewing as owner with the role supervisor_assessor gives
 * supervisor_assessor; viewing as admin gives supervisor; otherwise the role comes from the workflow role
 * (several roles resolved by spec 1 §6).
 */
export function viewingWorkflowRole(
  viewAs: ViewAs | undefined,
  workflowRoles: readonly WorkflowRole[],
): WorkflowRole | undefined {
  if (viewAs === 'owner' && workflowRoles.includes('supervisor_assessor')) return 'supervisor_assessor';
  if (viewAs === 'admin') return 'supervisor';
  return resolveWorkflowRole(workflowRoles);
}

/**
 * roles_allowed_move_to_done (spec 1 §6, spec 2 §6): only mentor_assessors and
 * internship_supervisor_assessors can be allowed to move to done in internship workflows; both are the
 * default for new templates.
 */
export const MOVE_TO_DONE_ELIGIBLE_ROLES = ['mentor_assessors', 'internship_supervisor_assessors'] as const;
export type MoveToDoneRole = (typeof MOVE_TO_DONE_ELIGIBLE_ROLES)[number];

export function defaultRolesAllowedMoveToDone(workflowId: WorkflowId): MoveToDoneRole[] {
  return isInternshipWorkflow(workflowId) ? [...MOVE_TO_DONE_ELIGIBLE_ROLES] : [];
}

/**
 * The roles_allowed_move_to_done a template may store: outside internship workflows the setting does not
 * apply and is emptied; inside, anything but the two eligible roles is dropped (duplicates too).
 */
export function sanitizeRolesAllowedMoveToDone(workflowId: WorkflowId, roles: readonly string[]): MoveToDoneRole[] {
  if (!isInternshipWorkflow(workflowId)) return [];
  return MOVE_TO_DONE_ELIGIBLE_ROLES.filter((role) => roles.includes(role));
}

/**
 * Whether `role` may move an internship portfolio to done. Outside internship workflows every assessing
 * role may (the setting only exists for internships).
 */
export function mayMoveToDone(
  workflowId: WorkflowId,
  role: WorkflowRole,
  rolesAllowedMoveToDone?: readonly string[],
): boolean {
  if (!isAssessingRole(role)) return false;
  if (!isInternshipWorkflow(workflowId)) return true;
  const allowed = rolesAllowedMoveToDone ?? defaultRolesAllowedMoveToDone(workflowId);
  return (MOVE_TO_DONE_ELIGIBLE_ROLES as readonly string[]).includes(role) && allowed.includes(role);
}
