import { describe, expect, it } from '@jest/globals';
import {
  isAssessedWorkflow,
  isFormWorkflow,
  isInternshipWorkflow,
  isObservationalWorkflow,
  isSupervisedWorkflow,
  isWorkflowId,
  WORKFLOWS,
  workflowIdFromName,
  type WorkflowId,
} from './workflow-catalogue';

describe('workflow catalogue (spec 1 §3, spec 2 §3)', () => {
  it.each<[WorkflowId, string]>([
    ['SupervisedPeerAssessmentWorkflow', 'Supervised Peer Assessment'],
    ['SupervisedAssessmentWorkflow', 'Supervised Assessment'],
    ['SupervisedCoordinatorsAssessmentWorkflow', 'Supervised Coordinators Assessment'],
    ['GroupHomepageWorkflow', 'Group Homepage'],
    ['FormWorkflow', 'Form'],
    ['ObservationalAssessmentWorkflow', 'Observational Assessment'],
    ['ShowcaseWorkflow', 'Showcase'],
    ['InternshipWorkflow', 'Internship'],
    ['InternshipObservationalWorkflow', 'Internship Observational'],
    ['InternshipFormWorkflow', 'Internship Form'],
    ['EportfolioWorkflow', 'Eportfolio'],
  ])('knows the id %s, named "%s", by id and by name (spec 1 §3)', (id, name) => {
    expect(isWorkflowId(id)).toBe(true);
    expect(WORKFLOWS[id]).toMatchObject({ id, name });
    expect(workflowIdFromName(name)).toBe(id);
    expect(workflowIdFromName(` ${name.toUpperCase()} `)).toBe(id);
  });

  it('refuses a display name as an id, a near miss, and an unknown name', () => {
    expect(isWorkflowId('Form')).toBe(false);
    expect(isWorkflowId('formworkflow')).toBe(false);
    expect(isWorkflowId('ShowcasesWorkflow')).toBe(false);
    expect(workflowIdFromName('Nope')).toBeUndefined();
    expect(workflowIdFromName('FormWorkflow')).toBeUndefined();
  });

  it.each<[WorkflowId, boolean, boolean, boolean, boolean, boolean]>([
    // id, supervised, observational, form, internship, assessed
    ['SupervisedAssessmentWorkflow', true, false, false, false, true],
    ['SupervisedPeerAssessmentWorkflow', true, false, false, false, true],
    ['SupervisedCoordinatorsAssessmentWorkflow', true, false, false, false, true],
    ['ObservationalAssessmentWorkflow', false, true, false, false, true],
    ['InternshipObservationalWorkflow', false, true, false, true, true],
    ['FormWorkflow', false, false, true, false, true],
    ['InternshipFormWorkflow', false, false, true, true, true],
    ['InternshipWorkflow', false, false, false, true, true],
    ['EportfolioWorkflow', false, false, false, false, false],
    ['ShowcaseWorkflow', false, false, false, false, false],
    ['GroupHomepageWorkflow', false, false, false, false, false],
  ])('classifies %s into its families (spec 1 §4, §6)', (id, supervised, observational, form, internship, assessed) => {
    expect([
      isSupervisedWorkflow(id),
      isObservationalWorkflow(id),
      isFormWorkflow(id),
      isInternshipWorkflow(id),
      isAssessedWorkflow(id),
    ]).toEqual([supervised, observational, form, internship, assessed]);
  });
});
