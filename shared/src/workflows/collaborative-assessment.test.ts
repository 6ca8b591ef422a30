import { describe, expect, it } from '@jest/globals';
import {
  assessmentsVisibilitySchema,
  assessorChoosesVisibility,
  collaborativeAssessmentVisibility,
  collaborativeSubmitClick,
  isVisibilityChoiceLocked,
  serializeAssessmentsVisibility,
} from './collaborative-assessment';
import type { WorkflowRole } from './workflow-roles';

const assessments = [
  { id: 'a1', assessorId: 'u-primary', isPrimary: true },
  { id: 'a2', assessorId: 'u-me', isPrimary: false },
  { id: 'a3', assessorId: 'u-other', isPrimary: false },
];

describe('collaborative assessment visibility (spec 1 §4)', () => {
  it.each<[string, WorkflowRole, Record<string, boolean> | undefined, boolean[]]>([
    [
      'a coordinator assessor: own and primary visible, computed',
      'coordinator_assessors',
      { a3: true },
      [true, true, false],
    ],
    [
      'another assessor: what they ticked, primary always on',
      'supervisor_assessor',
      { a3: true, a1: false, a2: false },
      [true, false, true],
    ],
    [
      'another assessor who sent no choice: the primary and, by default, their own',
      'mentor_assessors',
      undefined,
      [true, true, false],
    ],
    [
      'another assessor who unticked their own: only the primary',
      'mentor_assessors',
      { a2: false, a3: false },
      [true, false, false],
    ],
  ])('%s', (_name, role, chosen, values) => {
    const entries = collaborativeAssessmentVisibility({ role, assessorId: 'u-me', assessments, chosen });
    expect(entries.map((entry) => entry.value)).toEqual(values);
    expect(entries[0]).toEqual({ id: 'a1', value: true, assessor_id: 'u-primary', is_primary: true });
  });

  it.each<[WorkflowRole, boolean]>([
    ['coordinator_assessors', false],
    ['supervisor_assessor', true],
    ['internship_supervisor_assessors', true],
  ])('%s chooses visibility: %s', (role, chooses) => {
    expect(assessorChoosesVisibility(role)).toBe(chooses);
  });

  it("locks the primary supervisor assessor's box", () => {
    expect(assessments.map(isVisibilityChoiceLocked)).toEqual([true, false, false]);
  });

  it('sends assessments_visibility as a JSON list of {id, value, assessor_id, is_primary}', () => {
    const entries = collaborativeAssessmentVisibility({
      role: 'coordinator_assessors',
      assessorId: 'u-me',
      assessments,
    });
    const sent = serializeAssessmentsVisibility(entries);
    expect(assessmentsVisibilitySchema.parse(JSON.parse(sent))).toEqual(entries);
    expect(JSON.parse(sent)[1]).toEqual({ id: 'a2', value: true, assessor_id: 'u-me', is_primary: false });
  });

  it('opens a confirm modal on the first click and completes on the second', () => {
    const first = collaborativeSubmitClick('idle');
    expect(first).toEqual({ step: 'confirming', complete: false });
    expect(collaborativeSubmitClick(first.step)).toEqual({ step: 'idle', complete: true });
  });
});
