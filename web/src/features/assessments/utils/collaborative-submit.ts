import {
  assessorChoosesVisibility,
  collaborativeAssessmentVisibility,
  isAssessingRole,
  type AssessmentVisibilityEntry,
  type Portfolio,
  type WorkflowRole,
} from '@tessera/shared';

/**
 * The collaborative-assessment confirmation (spec 1 §4): an assessor's Submit (advance) or Request Revision
 * (push_back while in assessment; not Undo of done work), outside the admin view, asks first which assessments
 * of the latest revision the student sees. The same rule as the server's (functions/src/http/portfolios/engine.ts).
 */
export function isCollaborativeSubmit(portfolio: Portfolio, action: string): boolean {
  return (
    isAssessingRole(portfolio.workflow.workflow_role) &&
    portfolio.view_as !== 'admin' &&
    (action === 'advance' || (action === 'push_back' && portfolio.workflow.state === 'in_assessment'))
  );
}

export interface VisibilityRow {
  id: string;
  assessorId: string;
  name: string;
  primary: boolean;
  own: boolean;
  checked: boolean;
  /** The primary assessment is always checked, and a coordinator assessor's choices are computed: not changeable. */
  locked: boolean;
}

/**
 * The rows of the confirmation, one per assessment of the latest revision: checked as shared's
 * collaborativeAssessmentVisibility computes them for the ticks `chosen` (by assessment id), so the list shown
 * is exactly the `assessments_visibility` sent.
 */
export function visibilityRows(input: {
  portfolio: Portfolio;
  assessorId: string;
  chosen: Readonly<Record<string, boolean>>;
}): { rows: VisibilityRow[]; entries: AssessmentVisibilityEntry[]; computed: boolean } {
  const role: WorkflowRole = input.portfolio.workflow.workflow_role;
  const assessments = input.portfolio.workflow.history_revisions.at(-1)?.assessments ?? [];
  const entries = collaborativeAssessmentVisibility({
    role,
    assessorId: input.assessorId,
    assessments: assessments.map((a) => ({ id: a.id, assessorId: a.assessor, isPrimary: a.is_primary })),
    chosen: input.chosen,
  });
  const computed = !assessorChoosesVisibility(role);
  const rows = assessments.map((assessment, index) => ({
    id: assessment.id,
    assessorId: assessment.assessor,
    // Assessors read each other's names; the fallback is never shown to them.
    name: assessment.assessor_full_name ?? '',
    primary: assessment.is_primary,
    own: assessment.assessor === input.assessorId,
    checked: entries[index]?.value === true,
    locked: computed || assessment.is_primary,
  }));
  return { rows, entries, computed };
}

/** The ticks a confirmation starts from: what the student sees now, and the assessor's own assessment. */
export function initialVisibilityChoice(portfolio: Portfolio, assessorId: string): Record<string, boolean> {
  const assessments = portfolio.workflow.history_revisions.at(-1)?.assessments ?? [];
  return Object.fromEntries(assessments.map((a) => [a.id, a.visible || a.assessor === assessorId]));
}
