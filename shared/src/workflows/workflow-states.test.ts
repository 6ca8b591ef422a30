import { describe, expect, it } from '@jest/globals';
import { message } from '../messages/index';
import type { WorkflowId } from './workflow-catalogue';
import {
  isWorkflowState,
  isWorkflowStateHidden,
  portfolioSaveMethod,
  WORKFLOW_STATE_LABELS,
  workflowStatusOptions,
  type WorkflowState,
} from './workflow-states';

describe('workflow states (spec 1 §4, spec 2 §4)', () => {
  it.each<[WorkflowState, string]>([
    ['in_preparation', 'Awaiting submission'],
    ['in_assessment', 'Awaiting assessment'],
    ['created', 'Created'],
    ['done', 'Done'],
  ])('labels %s "%s"', (state, label) => {
    expect(message(WORKFLOW_STATE_LABELS[state])).toBe(label);
  });

  it.each<[WorkflowId, WorkflowState[]]>([
    ['SupervisedAssessmentWorkflow', ['in_preparation', 'in_assessment', 'done', 'created']],
    ['ObservationalAssessmentWorkflow', ['in_assessment', 'done', 'created']],
    ['InternshipObservationalWorkflow', ['in_assessment', 'done', 'created']],
    ['FormWorkflow', ['in_preparation', 'done', 'created']],
    ['InternshipFormWorkflow', ['in_preparation', 'done', 'created']],
    ['InternshipWorkflow', ['in_preparation', 'in_assessment', 'done', 'created']],
  ])(
    'offers %s the statuses %j (Awaiting submission hidden for observational, Awaiting assessment for form)',
    (id, options) => {
      expect(workflowStatusOptions(id)).toEqual(options);
    },
  );

  it.each<[WorkflowId, WorkflowState, boolean]>([
    ['ObservationalAssessmentWorkflow', 'in_preparation', true],
    ['ObservationalAssessmentWorkflow', 'in_assessment', false],
    ['FormWorkflow', 'in_assessment', true],
    ['FormWorkflow', 'done', false],
    ['EportfolioWorkflow', 'created', false],
  ])('hides %s / %s: %s', (id, state, hidden) => {
    expect(isWorkflowStateHidden(id, state)).toBe(hidden);
  });

  it.each([
    ['created', true],
    ['in_preparation', true],
    ['in_assessment', true],
    ['done', true],
    ['published', false],
    ['draft', false],
    ['', false],
  ])('knows %j as a portfolio state: %s (spec 1 §4)', (value, known) => {
    expect(isWorkflowState(value)).toBe(known);
  });

  it.each([
    [null, 'post'],
    [undefined, 'post'],
    ['', 'post'],
    ['p_1', 'put'],
  ] as const)('saves an item with id %j by %s (first save creates, later saves update; spec 1 §4)', (id, method) => {
    expect(portfolioSaveMethod(id)).toBe(method);
  });
});
