import {
  defaultRolesAllowedMoveToDone,
  isPlagiarismOptionAvailable,
  templateEditorStepLabelKey,
  templateEditorSteps,
  templateMaxPages,
  WORKFLOW_STATE_LABELS,
  WORKFLOWS,
  workflowHasAssessment,
  workflowPreviewRoles,
  workflowPreviewStates,
  type WorkflowId,
} from '@tessera/shared';
import type { Actor } from '../../lib/http/types';
import { text } from '../../lib/text';

/**
 * A workflow as the template editor needs it (spec 1 §2–4, §6; spec 2 §2–4, §6), from shared's catalogue:
 * the editor's steps with their labels (Design for ePortfolio), the states offered in the preview (hidden
 * ones left out), the preview roles, the page limit, the plagiarism option for the caller's organisation and
 * the default roles_allowed_move_to_done.
 */
export function presentWorkflow(actor: Actor, workflowId: WorkflowId) {
  const workflow = WORKFLOWS[workflowId];
  return {
    id: workflowId,
    name: text(`workflows.name.${workflowId}`),
    template_kind: workflow.templateKind,
    assessed: workflowHasAssessment(workflowId),
    editor_steps: templateEditorSteps(workflowId).map((step) => ({
      id: step,
      label: text(templateEditorStepLabelKey(workflowId, step)),
    })),
    states: workflowPreviewStates(workflowId).map((state) => ({
      id: state,
      label: text(WORKFLOW_STATE_LABELS[state]),
    })),
    roles: workflowPreviewRoles(workflowId),
    max_pages: templateMaxPages(workflowId),
    plagiarism_available: isPlagiarismOptionAvailable(actor.organisation.plagiarismEnabled, workflowId),
    roles_allowed_move_to_done: defaultRolesAllowedMoveToDone(workflowId),
  };
}
