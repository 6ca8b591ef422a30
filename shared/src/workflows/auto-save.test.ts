import { describe, expect, it } from '@jest/globals';
import { isAutoSaveEligible, type AutoSaveContext } from './auto-save';

describe('auto-save eligibility (spec 1 §4)', () => {
  it.each<[string, AutoSaveContext, boolean]>([
    [
      'student in_preparation with edit',
      { roles: ['student'], workflowId: 'EportfolioWorkflow', state: 'in_preparation', permissions: { edit: true } },
      true,
    ],
    [
      'student in_preparation without edit',
      {
        roles: ['student'],
        workflowId: 'EportfolioWorkflow',
        state: 'in_preparation',
        permissions: { edit: false, comment: true },
      },
      false,
    ],
    [
      'student in_assessment with comment',
      {
        roles: ['student'],
        workflowId: 'SupervisedAssessmentWorkflow',
        state: 'in_assessment',
        permissions: { comment: true },
      },
      true,
    ],
    [
      'student in_assessment without comment',
      {
        roles: ['student'],
        workflowId: 'SupervisedAssessmentWorkflow',
        state: 'in_assessment',
        permissions: { edit: true },
      },
      false,
    ],
    [
      'student done',
      {
        roles: ['student'],
        workflowId: 'SupervisedAssessmentWorkflow',
        state: 'done',
        permissions: { edit: true, comment: true },
      },
      false,
    ],
    [
      'faculty in_assessment, supervised',
      { roles: ['faculty'], workflowId: 'SupervisedPeerAssessmentWorkflow', state: 'in_assessment' },
      true,
    ],
    [
      'coordinator in_assessment, observational',
      { roles: ['coordinator'], workflowId: 'InternshipObservationalWorkflow', state: 'in_assessment' },
      true,
    ],
    [
      'faculty in_assessment, form',
      { roles: ['faculty'], workflowId: 'InternshipFormWorkflow', state: 'in_assessment' },
      true,
    ],
    [
      'faculty in_assessment, internship',
      { roles: ['faculty'], workflowId: 'InternshipWorkflow', state: 'in_assessment' },
      false,
    ],
    [
      'faculty in_preparation, supervised',
      { roles: ['faculty'], workflowId: 'SupervisedAssessmentWorkflow', state: 'in_preparation' },
      false,
    ],
    [
      'mentor in_assessment, supervised',
      { roles: ['mentor'], workflowId: 'SupervisedAssessmentWorkflow', state: 'in_assessment' },
      false,
    ],
    [
      'student with a date error',
      {
        roles: ['student'],
        workflowId: 'EportfolioWorkflow',
        state: 'in_preparation',
        permissions: { edit: true },
        hasDateError: true,
      },
      false,
    ],
    [
      'faculty with a date error',
      { roles: ['faculty'], workflowId: 'FormWorkflow', state: 'in_assessment', hasDateError: true },
      false,
    ],
  ])('%s → %s', (_name, ctx, eligible) => {
    expect(isAutoSaveEligible(ctx)).toBe(eligible);
  });
});
