import * as z from 'zod/mini';
import type { WorkflowRole } from './workflow-roles';

/** One assessment of the current revision (spec 1 §3 Revision.assessments). */
export interface CollaborativeAssessment {
  id: string;
  assessorId: string;
  isPrimary: boolean;
}

/** One entry of assessments_visibility as sent (spec 1 §4): {id, value, assessor_id, is_primary}. */
export const assessmentVisibilityEntrySchema = z.object({
  id: z.string().check(z.minLength(1)),
  value: z.boolean(),
  assessor_id: z.string().check(z.minLength(1)),
  is_primary: z.boolean(),
});
export type AssessmentVisibilityEntry = z.infer<typeof assessmentVisibilityEntrySchema>;
export const assessmentsVisibilitySchema = z.array(assessmentVisibilityEntrySchema);

/** Collaborative submit actions (spec 1 §4): advance (Submit) and pushback (Request revision). */
export const COLLABORATIVE_SUBMIT_ACTIONS = ['advance', 'pushback'] as const;
export type CollaborativeSubmitAction = (typeof COLLABORATIVE_SUBMIT_ACTIONS)[number];

/** Coordinator assessors do not choose: their visibility is computed (spec 1 §4). */
export function assessorChoosesVisibility(role: WorkflowRole): boolean {
  return role !== 'coordinator_assessors';
}

/** The primary supervisor assessor's assessment is always checked; its box cannot be unticked (spec 1 §4). */
export function isVisibilityChoiceLocked(assessment: CollaborativeAssessment): boolean {
  return assessment.isPrimary;
}

/**
 * assessments_visibility for a collaborative submit (spec 1 §4). Coordinator assessors: computed, their own
 * and the primary assessments visible, the others not. Other assessors: what they ticked (`chosen`, by
 * assessment id; unticked means not visible), with the primary assessment always visible. An assessment
 * absent from `chosen` keeps the default the confirmation starts from: the acting assessor's own is shown
 * (the feedback of whoever requests a revision reaches the student with the request), another's is not.
 */
export function collaborativeAssessmentVisibility(input: {
  role: WorkflowRole;
  assessorId: string;
  assessments: readonly CollaborativeAssessment[];
  chosen?: Readonly<Record<string, boolean>>;
}): AssessmentVisibilityEntry[] {
  const automatic = !assessorChoosesVisibility(input.role);
  return input.assessments.map((assessment) => ({
    id: assessment.id,
    value: automatic
      ? assessment.isPrimary || assessment.assessorId === input.assessorId
      : assessment.isPrimary || (input.chosen?.[assessment.id] ?? assessment.assessorId === input.assessorId),
    assessor_id: assessment.assessorId,
    is_primary: assessment.isPrimary,
  }));
}

/** The form value sent: a JSON list (spec 1 §4). */
export function serializeAssessmentsVisibility(entries: readonly AssessmentVisibilityEntry[]): string {
  return JSON.stringify(entries);
}

export type CollaborativeSubmitStep = 'idle' | 'confirming';

/** The first click opens a confirm modal; the second completes (spec 1 §4). */
export function collaborativeSubmitClick(step: CollaborativeSubmitStep): {
  step: CollaborativeSubmitStep;
  complete: boolean;
} {
  return step === 'idle' ? { step: 'confirming', complete: false } : { step: 'idle', complete: true };
}
