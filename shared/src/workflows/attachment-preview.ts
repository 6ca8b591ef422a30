import type { WorkflowId } from './workflow-catalogue';

/** spec 1 §9: "Attachment preview click throttle 500 ms". */
export const ATTACHMENT_PREVIEW_THROTTLE_MS = 500;

/**
 * spec 1 §5/§8 "Workflows with no preview (view button hidden): supervised assessment, supervised coordinators
 * assessment, supervised peer assessment, internship."
 */
export const WORKFLOWS_WITHOUT_ATTACHMENT_PREVIEW: readonly WorkflowId[] = [
  'SupervisedAssessmentWorkflow',
  'SupervisedCoordinatorsAssessmentWorkflow',
  'SupervisedPeerAssessmentWorkflow',
  'InternshipWorkflow',
];

/**
 * Whether a file shown in a portfolio of `workflow` offers its Preview (view) button. A file shown outside any
 * portfolio (a profile's resume: no workflow) offers it.
 */
export function offersAttachmentPreview(workflow: WorkflowId | undefined): boolean {
  return workflow === undefined || !WORKFLOWS_WITHOUT_ATTACHMENT_PREVIEW.includes(workflow);
}
