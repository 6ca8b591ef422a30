import { describe, expect, it } from '@jest/globals';
import { message } from '../messages/index';
import type { WorkflowId } from '../workflows/workflow-catalogue';
import { templateEditorStepLabelKey, templateEditorSteps } from './template-editor-steps';

describe('template editor steps (spec 1 §2, spec 2 §2)', () => {
  it.each<[WorkflowId, string[]]>([
    ['GroupHomepageWorkflow', ['create-content']],
    ['FormWorkflow', ['create-content', 'choose-theme', 'preview']],
    ['InternshipFormWorkflow', ['create-content', 'choose-theme', 'preview']],
    ['EportfolioWorkflow', ['create-content', 'choose-theme', 'settings']],
    ['SupervisedAssessmentWorkflow', ['create-content', 'choose-theme', 'settings', 'preview']],
    ['InternshipWorkflow', ['create-content', 'choose-theme', 'settings', 'preview']],
    ['ObservationalAssessmentWorkflow', ['create-content', 'choose-theme', 'settings', 'preview']],
  ])('%s shows %j', (workflowId, steps) => {
    expect(templateEditorSteps(workflowId)).toEqual(steps);
  });

  it.each<[WorkflowId, 'create-content' | 'choose-theme' | 'settings' | 'preview', string]>([
    ['EportfolioWorkflow', 'choose-theme', 'Design'],
    ['SupervisedAssessmentWorkflow', 'choose-theme', 'Choose Theme'],
    ['FormWorkflow', 'create-content', 'Create Content'],
    ['InternshipWorkflow', 'settings', 'Settings'],
    ['InternshipWorkflow', 'preview', 'Preview'],
  ])('%s labels %s "%s"', (workflowId, step, label) => {
    expect(message(templateEditorStepLabelKey(workflowId, step))).toBe(label);
  });
});
