import { describe, expect, it } from '@jest/globals';
import {
  FORM_WORKFLOWS,
  INTERNSHIP_WORKFLOWS,
  isAssessedWorkflow,
  isFormWorkflow,
  isInternshipWorkflow,
  isObservationalWorkflow,
  isSupervisedWorkflow,
  isWorkflowId,
  OBSERVATIONAL_WORKFLOWS,
  SUPERVISED_WORKFLOWS,
  WORKFLOW_IDS,
  WORKFLOWS,
  workflowIdFromName,
  type TemplateKind,
  type WorkflowId,
} from './workflow-catalogue';

describe('workflow catalogue (spec 1 §3, spec 2 §3)', () => {
  it('lists the eleven workflow ids of the spec', () => {
    expect([...WORKFLOW_IDS].sort()).toEqual(
      [
        'EportfolioWorkflow',
        'FormWorkflow',
        'InternshipFormWorkflow',
        'InternshipWorkflow',
        'InternshipObservationalWorkflow',
        'ObservationalAssessmentWorkflow',
        'GroupHomepageWorkflow',
        'SupervisedAssessmentWorkflow',
        'SupervisedPeerAssessmentWorkflow',
        'SupervisedCoordinatorsAssessmentWorkflow',
        'ShowcaseWorkflow',
      ].sort(),
    );
  });

  it.each<[WorkflowId, string, TemplateKind]>([
    ['SupervisedPeerAssessmentWorkflow', 'Supervised Peer Assessment', 'assignment_template'],
    ['SupervisedAssessmentWorkflow', 'Supervised Assessment', 'assignment_template'],
    ['SupervisedCoordinatorsAssessmentWorkflow', 'Supervised Coordinators Assessment', 'assignment_template'],
    ['GroupHomepageWorkflow', 'Group Homepage', 'group_homepage'],
    ['FormWorkflow', 'Form', 'form'],
    ['ObservationalAssessmentWorkflow', 'Observational Assessment', 'assignment_template'],
    ['ShowcaseWorkflow', 'Showcase', 'eportfolio'],
    ['InternshipWorkflow', 'Internship', 'internship'],
    ['InternshipObservationalWorkflow', 'Internship Observational', 'internship'],
    ['InternshipFormWorkflow', 'Internship Form', 'internship'],
    ['EportfolioWorkflow', 'Eportfolio', 'eportfolio'],
  ])('names %s "%s" with template kind %s (spec 1 §3)', (id, name, kind) => {
    expect(WORKFLOWS[id]).toMatchObject({ id, name, templateKind: kind });
    expect(workflowIdFromName(name)).toBe(id);
    expect(workflowIdFromName(` ${name.toUpperCase()} `)).toBe(id);
  });

  it('does not list the showcase among template workflows (spec 2 §3)', () => {
    expect(WORKFLOW_IDS.filter((id) => WORKFLOWS[id].isTemplateWorkflow)).toHaveLength(10);
    expect(WORKFLOWS.ShowcaseWorkflow.isTemplateWorkflow).toBe(false);
  });

  it('recognises ids and unknown names', () => {
    expect(isWorkflowId('FormWorkflow')).toBe(true);
    expect(isWorkflowId('Form')).toBe(false);
    expect(workflowIdFromName('Nope')).toBeUndefined();
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

  it('has the family lists the spec names', () => {
    expect(SUPERVISED_WORKFLOWS).toHaveLength(3);
    expect(OBSERVATIONAL_WORKFLOWS).toHaveLength(2);
    expect(FORM_WORKFLOWS).toEqual(['FormWorkflow', 'InternshipFormWorkflow']);
    expect(INTERNSHIP_WORKFLOWS).toHaveLength(3);
  });
});
