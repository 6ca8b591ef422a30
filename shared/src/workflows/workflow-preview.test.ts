import { describe, expect, it } from '@jest/globals';
import { WORKFLOW_IDS } from './workflow-catalogue';
import { workflowHasAssessment, workflowPreviewRoles, workflowPreviewStates } from './workflow-preview';

describe('template preview selectors (spec 1 §2, §4, §6)', () => {
  it('never offers supervisor as a preview role', () => {
    for (const id of WORKFLOW_IDS) expect(workflowPreviewRoles(id)).not.toContain('supervisor');
  });

  it('hides Awaiting submission for observational and Awaiting assessment for form workflows', () => {
    expect(workflowPreviewStates('ObservationalAssessmentWorkflow')).not.toContain('in_preparation');
    expect(workflowPreviewStates('FormWorkflow')).not.toContain('in_assessment');
    expect(workflowPreviewStates('SupervisedAssessmentWorkflow')).toEqual([
      'in_preparation',
      'in_assessment',
      'done',
      'created',
    ]);
  });

  it.each([
    ['SupervisedAssessmentWorkflow', true],
    ['InternshipObservationalWorkflow', true],
    ['FormWorkflow', false],
    ['InternshipFormWorkflow', false],
    ['EportfolioWorkflow', false],
    ['GroupHomepageWorkflow', false],
  ] as const)('%s is assessed: %s', (id, assessed) => {
    expect(workflowHasAssessment(id)).toBe(assessed);
  });
});
