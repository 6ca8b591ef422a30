import { isSubmittingRole, type WorkflowRole } from './workflow-roles';

/**
 * Similarity report visibility (spec 1 §6): viewable unless the role is peer_assessor; submitter or intern
 * may view it only when show_plagiarism_report_to_students allows (spec 3 §6 too).
 */
export function canViewSimilarityReport(
  role: WorkflowRole,
  showPlagiarismReportToStudents: boolean | undefined,
): boolean {
  if (role === 'peer_assessor') return false;
  if (isSubmittingRole(role)) return showPlagiarismReportToStudents === true;
  return true;
}

/**
 * The view_assessment_panel permission (spec 1 §6, spec 2 §6): submitters (students, interns) see the
 * assessment panel only if the template's display_assessment_panel enables it; every other role sees it.
 */
export function viewAssessmentPanelPermission(
  role: WorkflowRole,
  displayAssessmentPanel: boolean | undefined,
): boolean {
  return isSubmittingRole(role) ? displayAssessmentPanel === true : true;
}

/** The panel shows when workflow.permissions.view_assessment_panel is true (spec 3 §6). */
export function showsAssessmentPanel(permissions: { view_assessment_panel?: boolean } | undefined): boolean {
  return permissions?.view_assessment_panel === true;
}

/** Comments are editable with the comment permission, read-only otherwise (spec 1 §2, §6). */
export function commentsMode(permissions: { comment?: boolean } | undefined): 'editable' | 'read_only' {
  return permissions?.comment === true ? 'editable' : 'read_only';
}
