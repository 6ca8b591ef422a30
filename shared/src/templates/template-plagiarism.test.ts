import { describe, expect, it } from '@jest/globals';
import type { WorkflowId } from '../workflows/workflow-catalogue';
import { effectivePlagiarismSettings, isPlagiarismOptionAvailable, needsPlagiarismEula } from './template-plagiarism';

describe('plagiarism option (spec 1 §6, spec 2 §6)', () => {
  it.each<[boolean | undefined, WorkflowId, boolean]>([
    [true, 'SupervisedAssessmentWorkflow', true],
    [true, 'SupervisedPeerAssessmentWorkflow', true],
    [true, 'SupervisedCoordinatorsAssessmentWorkflow', true],
    [true, 'InternshipWorkflow', true],
    [true, 'InternshipFormWorkflow', true],
    [true, 'InternshipObservationalWorkflow', true],
    [true, 'FormWorkflow', false],
    [true, 'ObservationalAssessmentWorkflow', false],
    [true, 'EportfolioWorkflow', false],
    [false, 'SupervisedAssessmentWorkflow', false],
    [undefined, 'InternshipWorkflow', false],
  ])('user flag %s, %s: available %s', (flag, workflowId, available) => {
    expect(isPlagiarismOptionAvailable(flag, workflowId)).toBe(available);
  });

  it.each([
    [
      true,
      'SupervisedAssessmentWorkflow',
      { plagiarism_enabled: true, show_plagiarism_report_to_students: true },
      { plagiarism_enabled: true, show_plagiarism_report_to_students: true },
    ],
    [
      true,
      'SupervisedAssessmentWorkflow',
      { plagiarism_enabled: false, show_plagiarism_report_to_students: true },
      { plagiarism_enabled: false, show_plagiarism_report_to_students: false },
    ],
    [
      true,
      'FormWorkflow',
      { plagiarism_enabled: true },
      { plagiarism_enabled: false, show_plagiarism_report_to_students: false },
    ],
    [
      false,
      'InternshipWorkflow',
      { plagiarism_enabled: true },
      { plagiarism_enabled: false, show_plagiarism_report_to_students: false },
    ],
  ] as const)('user flag %s on %s stores %j as %j', (flag, workflowId, requested, stored) => {
    expect(effectivePlagiarismSettings(flag, workflowId, requested)).toEqual(stored);
  });

  it.each<[boolean | undefined, boolean | undefined, boolean | undefined, boolean]>([
    [true, true, false, true],
    [true, true, undefined, true],
    [true, true, true, false],
    [false, true, false, false],
    [true, false, false, false],
  ])('template %s, user %s, signed %s: EULA needed %s (spec 2 §4)', (template, user, signed, needed) => {
    expect(needsPlagiarismEula(template, user, signed)).toBe(needed);
  });
});
