import * as z from 'zod/mini';
import { isAssessingRole, isSubmittingRole, WORKFLOW_ROLES, type WorkflowRole } from './workflow-roles';
import { WORKFLOW_STATES, type WorkflowState } from './workflow-states';

/** Component modes (spec 1 §3–4): editable, visible (read-only) or invisible. */
export const COMPONENT_MODES = ['editable', 'visible', 'invisible'] as const;
export type ComponentMode = (typeof COMPONENT_MODES)[number];

/**
 * A component's permissions by role and stage (spec 1 §3): inherited from the workflow's defaults, or
 * customised per role and state. A customised table may leave cells out; those fall back to the default.
 */
export const componentPermissionsSchema = z.discriminatedUnion('inherit', [
  z.object({ inherit: z.literal(true) }),
  z.object({
    inherit: z.literal(false),
    roles: z.partialRecord(z.enum(WORKFLOW_ROLES), z.partialRecord(z.enum(WORKFLOW_STATES), z.enum(COMPONENT_MODES))),
  }),
]);
export type ComponentPermissions = z.infer<typeof componentPermissionsSchema>;

/**
 * Which side of the work a component belongs to: content is what the author fills in; assessment
 * components (assessment rubric, scoring, feedback) are what assessors fill in.
 */
export type ComponentSide = 'content' | 'assessment';

/**
 * The inherited mode (spec silent on the default table; chosen as a user would expect):
 * - content: the author (submitter, intern; the group homepage's owner) edits it while the work is created
 *   or in preparation and sees it read-only afterwards; everyone else sees it read-only.
 * - assessment: assessors see it read-only before submission, edit it while in assessment and see it
 *   read-only when done; a hierarchy admin sees it. The author, owners and members see it when the work comes
 *   back to them: read-only once an assessor requests a revision (`returned`: in preparation again after a
 *   submission, so the feedback says why) and once done; hidden before the first submission and while it is
 *   being assessed (an assessor's unfinished work is theirs).
 */
export function inheritedComponentMode(
  role: WorkflowRole,
  state: WorkflowState,
  side: ComponentSide,
  options: { returned?: boolean } = {},
): ComponentMode {
  const beforeSubmission = state === 'created' || state === 'in_preparation';
  if (side === 'content') {
    const author = isSubmittingRole(role) || role === 'owner';
    return author && beforeSubmission ? 'editable' : 'visible';
  }
  if (isAssessingRole(role)) return state === 'in_assessment' ? 'editable' : 'visible';
  if (role === 'hierarchy_admin') return 'visible';
  if (state === 'done') return 'visible';
  return state === 'in_preparation' && options.returned === true ? 'visible' : 'invisible';
}

/**
 * A component's mode for a viewer (spec 1 §4 "Component mode"): from the role × stage permissions,
 * customised or inherited (a customised cell of "Awaiting submission" holds before the first submission and
 * after a revision request alike); when the activity is closed, a component that is not invisible shows as
 * visible.
 */
export function resolveComponentMode(input: {
  role: WorkflowRole;
  state: WorkflowState;
  side: ComponentSide;
  permissions?: ComponentPermissions;
  activityStatus?: string | null;
  /** In preparation again after a submission: an assessor requested a revision (inheritedComponentMode). */
  returned?: boolean;
}): ComponentMode {
  const customised =
    input.permissions && !input.permissions.inherit ? input.permissions.roles[input.role]?.[input.state] : undefined;
  const mode = customised ?? inheritedComponentMode(input.role, input.state, input.side, { returned: input.returned });
  if (input.activityStatus === 'closed' && mode !== 'invisible') return 'visible';
  return mode;
}

/** Attachment delete only where can_delete is true, and never in visible mode (spec 1 §4, §6). */
export function canDeleteComponentAttachment(mode: ComponentMode, canDelete: boolean | undefined): boolean {
  return mode === 'editable' && canDelete === true;
}

/** When the activity is closed the editor's cancel button becomes a primary Done (spec 1 §4). */
export function editorCancelButton(activityStatus: string | null | undefined): {
  labelKey: 'workflows.editor.done' | 'workflows.editor.cancel';
  primary: boolean;
} {
  return activityStatus === 'closed'
    ? { labelKey: 'workflows.editor.done', primary: true }
    : { labelKey: 'workflows.editor.cancel', primary: false };
}
