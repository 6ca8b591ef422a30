import { isFormWorkflow, isObservationalWorkflow, type WorkflowId } from './workflow-catalogue';

/** Portfolio workflow states (spec 1 §4, spec 2 §4). */
export const WORKFLOW_STATES = ['created', 'in_preparation', 'in_assessment', 'done'] as const;
export type WorkflowState = (typeof WORKFLOW_STATES)[number];

export function isWorkflowState(value: string): value is WorkflowState {
  return (WORKFLOW_STATES as readonly string[]).includes(value);
}

/**
 * The label key of each state. Spec 1 §4 names in_preparation "Awaiting submission" and in_assessment
 * "Awaiting assessment"; created and done have no label in the spec, "Created" and "Done" were chosen.
 */
export const WORKFLOW_STATE_LABELS = {
  created: 'workflows.state.created',
  in_preparation: 'workflows.state.in_preparation',
  in_assessment: 'workflows.state.in_assessment',
  done: 'workflows.state.done',
} as const satisfies Record<WorkflowState, string>;

/** The order spec 2 §4 offers the statuses of a published template's portfolios in. */
const STATUS_OPTION_ORDER: readonly WorkflowState[] = ['in_preparation', 'in_assessment', 'done', 'created'];

/**
 * Whether a state's label is hidden for a workflow (spec 1 §4, spec 2 §4): Awaiting submission is hidden
 * for observational workflows; Awaiting assessment is hidden for form workflows.
 */
export function isWorkflowStateHidden(workflowId: WorkflowId, state: WorkflowState): boolean {
  if (state === 'in_preparation') return isObservationalWorkflow(workflowId);
  if (state === 'in_assessment') return isFormWorkflow(workflowId);
  return false;
}

/** The portfolio statuses offered for a published template of `workflowId`, in spec 2 §4's order. */
export function workflowStatusOptions(workflowId: WorkflowId): WorkflowState[] {
  return STATUS_OPTION_ORDER.filter((state) => !isWorkflowStateHidden(workflowId, state));
}

/**
 * The state a new evidence item or portfolio starts in (spec 1 §4; spec 3 §4 for showcases). Nothing reads it
 * yet: the evidence editor's first save will (its behaviour test arrives with it).
 */
export const INITIAL_WORKFLOW_STATE: WorkflowState = 'created';

/** Save method (spec 1 §4, spec 3 §4): the first save is a create (POST), later saves update (PUT). */
export function portfolioSaveMethod(persistedId: string | null | undefined): 'post' | 'put' {
  return persistedId ? 'put' : 'post';
}
