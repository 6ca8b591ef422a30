import type { WorkflowId } from '../workflows/workflow-catalogue';

/** Template states (spec 2 §3). */
export const TEMPLATE_STATES = ['created', 'published', 'draft'] as const;
export type TemplateState = (typeof TEMPLATE_STATES)[number];

/** Publishing sets state to published and remembers the previous state (spec 2 §4). */
export function templateStateOnPublish(state: TemplateState): { state: 'published'; previous_state: TemplateState } {
  return { state: 'published', previous_state: state };
}

/**
 * Unpublishing returns the template to the state it had before publishing (choice: the remembered state
 * exists for this); a template with none remembered, or remembered as published, becomes a draft.
 */
export function templateStateOnUnpublish(previousState: TemplateState | null | undefined): TemplateState {
  return previousState === 'created' || previousState === 'draft' ? previousState : 'draft';
}

/** A new eportfolio template becomes draft after the first autosave (spec 2 §4). */
export function templateStateAfterAutosave(workflowId: WorkflowId, state: TemplateState): TemplateState {
  return workflowId === 'EportfolioWorkflow' && state === 'created' ? 'draft' : state;
}
