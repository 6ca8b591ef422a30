import { isInternshipWorkflow, isSupervisedWorkflow, type WorkflowId } from '../workflows/workflow-catalogue';

/**
 * The plagiarism option on a template is available only when the user's plagiarism flag is set and the
 * workflow is a supervised or internship one (spec 1 §6, spec 2 §6).
 */
export function isPlagiarismOptionAvailable(
  userPlagiarismEnabled: boolean | undefined,
  workflowId: WorkflowId,
): boolean {
  return userPlagiarismEnabled === true && (isSupervisedWorkflow(workflowId) || isInternshipWorkflow(workflowId));
}

/**
 * The template's plagiarism flags as stored: when the option is unavailable both are off (choice: a hidden
 * option cannot stay on); show_plagiarism_report_to_students only matters with plagiarism enabled.
 */
export function effectivePlagiarismSettings(
  userPlagiarismEnabled: boolean | undefined,
  workflowId: WorkflowId,
  requested: { plagiarism_enabled?: boolean; show_plagiarism_report_to_students?: boolean },
): { plagiarism_enabled: boolean; show_plagiarism_report_to_students: boolean } {
  const enabled =
    isPlagiarismOptionAvailable(userPlagiarismEnabled, workflowId) && requested.plagiarism_enabled === true;
  return {
    plagiarism_enabled: enabled,
    show_plagiarism_report_to_students: enabled && requested.show_plagiarism_report_to_students === true,
  };
}

/**
 * An LTI launch needs the EULA accepted when the template has plagiarism enabled, the user has plagiarism
 * enabled and has not yet signed the EULA (spec 2 §4).
 */
export function needsPlagiarismEula(
  templatePlagiarismEnabled: boolean | undefined,
  userPlagiarismEnabled: boolean | undefined,
  signedEula: boolean | undefined,
): boolean {
  return templatePlagiarismEnabled === true && userPlagiarismEnabled === true && signedEula !== true;
}
