import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors/domain-error';
import { message } from '../messages/index';
import type { WorkflowId } from './workflow-catalogue';
import {
  afterWithdraw,
  applyWorkflowAction,
  checkWorkflowAction,
  isSubmitBlockedByLms,
  markAsDoneLabelKey,
  nextWorkflowState,
  pushBackLabelKey,
  workflowButtons,
  type WorkflowAction,
  type WorkflowActionContext,
} from './workflow-actions';
import type { WorkflowRole } from './workflow-roles';
import type { WorkflowState } from './workflow-states';

const ctx = (over: Partial<WorkflowActionContext>): WorkflowActionContext => ({
  workflowId: 'SupervisedAssessmentWorkflow',
  state: 'in_preparation',
  role: 'submitter',
  permissions: { edit: true, comment: true },
  ...over,
});

describe('workflow transitions (spec 1 §4)', () => {
  it.each<[WorkflowId, WorkflowState, WorkflowAction, boolean, WorkflowState | null]>([
    ['SupervisedAssessmentWorkflow', 'created', 'save_as_draft', false, 'in_preparation'],
    ['SupervisedAssessmentWorkflow', 'in_preparation', 'save_as_draft', false, 'in_preparation'],
    ['SupervisedAssessmentWorkflow', 'in_assessment', 'save_as_draft', true, 'in_assessment'],
    ['SupervisedAssessmentWorkflow', 'done', 'save_as_draft', false, null],
    ['EportfolioWorkflow', 'in_assessment', 'save_as_draft', false, null],
    ['ObservationalAssessmentWorkflow', 'created', 'save_as_draft', true, 'created'],
    ['SupervisedAssessmentWorkflow', 'created', 'advance', false, 'in_assessment'],
    ['SupervisedAssessmentWorkflow', 'in_preparation', 'advance', false, 'in_assessment'],
    ['SupervisedAssessmentWorkflow', 'in_assessment', 'advance', false, null],
    ['SupervisedAssessmentWorkflow', 'in_assessment', 'advance', true, 'done'],
    ['SupervisedAssessmentWorkflow', 'done', 'advance', true, null],
    ['EportfolioWorkflow', 'in_preparation', 'advance', false, 'done'],
    ['ShowcaseWorkflow', 'created', 'advance', false, 'done'],
    ['EportfolioWorkflow', 'in_assessment', 'advance', true, null],
    ['ObservationalAssessmentWorkflow', 'created', 'advance', false, null],
    ['SupervisedAssessmentWorkflow', 'in_assessment', 'withdraw', false, 'in_preparation'],
    ['SupervisedAssessmentWorkflow', 'done', 'withdraw', false, null],
    ['ObservationalAssessmentWorkflow', 'in_assessment', 'withdraw', false, null],
    ['SupervisedAssessmentWorkflow', 'in_assessment', 'push_back', true, 'in_preparation'],
    ['SupervisedAssessmentWorkflow', 'done', 'push_back', true, 'in_assessment'],
    ['SupervisedAssessmentWorkflow', 'in_preparation', 'push_back', true, null],
    ['ObservationalAssessmentWorkflow', 'in_assessment', 'push_back', true, null],
    ['ObservationalAssessmentWorkflow', 'done', 'push_back', true, 'in_assessment'],
    ['EportfolioWorkflow', 'done', 'push_back', true, null],
    ['SupervisedAssessmentWorkflow', 'done', 'revise', false, 'in_preparation'],
    ['SupervisedAssessmentWorkflow', 'in_assessment', 'revise', false, null],
    ['ObservationalAssessmentWorkflow', 'done', 'revise', false, null],
    ['SupervisedAssessmentWorkflow', 'in_assessment', 'mark_as_done', true, 'in_assessment'],
    ['SupervisedAssessmentWorkflow', 'done', 'mark_as_done', true, null],
    ['ObservationalAssessmentWorkflow', 'created', 'mark_assessing', true, 'in_assessment'],
    ['SupervisedAssessmentWorkflow', 'created', 'mark_assessing', true, null],
  ])('%s: %s --%s (assessor %s)--> %s', (id, state, action, byAssessor, next) => {
    expect(nextWorkflowState(id, state, action, byAssessor)).toBe(next);
  });
});

describe('who may act (spec 1 §4, §6)', () => {
  it.each<[Partial<WorkflowActionContext>, WorkflowAction, boolean | string]>([
    // Only submitter and intern may submit.
    [{ role: 'submitter' }, 'advance', true],
    [{ role: 'intern', workflowId: 'InternshipWorkflow' }, 'advance', true],
    [{ role: 'owner', workflowId: 'GroupHomepageWorkflow' }, 'advance', 'workflows.submit_only_by_submitter'],
    [{ role: 'member', workflowId: 'GroupHomepageWorkflow' }, 'advance', 'workflows.submit_only_by_submitter'],
    [{ role: 'hierarchy_admin' }, 'advance', 'workflows.submit_only_by_submitter'],
    // Withdraw only when allowed.
    [{ state: 'in_assessment', canWithdraw: true }, 'withdraw', true],
    [{ state: 'in_assessment', canWithdraw: false }, 'withdraw', 'workflows.withdraw_not_allowed'],
    [{ state: 'in_assessment' }, 'withdraw', 'workflows.withdraw_not_allowed'],
    [
      { state: 'in_assessment', role: 'supervisor_assessor', canWithdraw: true },
      'withdraw',
      'workflows.action_not_allowed',
    ],
    // Saving.
    [{ state: 'in_preparation', permissions: { edit: false } }, 'save_as_draft', 'workflows.action_not_allowed'],
    [{ state: 'created', role: 'owner', workflowId: 'GroupHomepageWorkflow' }, 'save_as_draft', true],
    [
      { state: 'created', role: 'member', workflowId: 'GroupHomepageWorkflow' },
      'save_as_draft',
      'workflows.action_not_allowed',
    ],
    [{ state: 'in_assessment', role: 'peer_assessor' }, 'save_as_draft', true],
    [{ state: 'in_assessment', role: 'submitter' }, 'save_as_draft', 'workflows.action_not_allowed'],
    // Assessors decide the outcome; peer assessors only mark their own assessment done.
    [{ state: 'in_assessment', role: 'supervisor_assessor' }, 'advance', true],
    [
      { state: 'in_assessment', role: 'peer_assessor', workflowId: 'SupervisedPeerAssessmentWorkflow' },
      'advance',
      'workflows.action_not_allowed',
    ],
    [
      { state: 'in_assessment', role: 'peer_assessor', workflowId: 'SupervisedPeerAssessmentWorkflow' },
      'mark_as_done',
      true,
    ],
    [{ state: 'in_assessment', role: 'submitter' }, 'mark_as_done', 'workflows.action_not_allowed'],
    [{ state: 'in_assessment', role: 'supervisor_assessor' }, 'mark_as_done', 'workflows.action_not_allowed'],
    [
      {
        state: 'in_assessment',
        role: 'mentor_assessors',
        workflowId: 'InternshipWorkflow',
        rolesAllowedMoveToDone: ['internship_supervisor_assessors'],
      },
      'mark_as_done',
      true,
    ],
    [{ state: 'in_assessment', role: 'coordinator_assessors' }, 'push_back', true],
    [{ state: 'in_assessment', role: 'submitter' }, 'push_back', 'workflows.action_not_allowed'],
    [{ state: 'done', role: 'submitter' }, 'revise', true],
    [{ state: 'done', role: 'supervisor' }, 'revise', 'workflows.action_not_allowed'],
    // roles_allowed_move_to_done in internship workflows.
    [{ state: 'in_assessment', role: 'mentor_assessors', workflowId: 'InternshipWorkflow' }, 'advance', true],
    [
      {
        state: 'in_assessment',
        role: 'mentor_assessors',
        workflowId: 'InternshipWorkflow',
        rolesAllowedMoveToDone: ['internship_supervisor_assessors'],
      },
      'advance',
      'workflows.action_not_allowed',
    ],
    [
      { state: 'in_assessment', role: 'supervisor', workflowId: 'InternshipWorkflow' },
      'push_back',
      'workflows.action_not_allowed',
    ],
    // Observational assessments start with an assessor.
    [
      { state: 'created', role: 'supervisor_assessor', workflowId: 'ObservationalAssessmentWorkflow' },
      'mark_assessing',
      true,
    ],
    [
      { state: 'created', role: 'submitter', workflowId: 'ObservationalAssessmentWorkflow' },
      'mark_assessing',
      'workflows.action_not_allowed',
    ],
    // The admin view removes Save, Submit, Request Revision and Mark-as-done, not Undo.
    [{ state: 'in_assessment', role: 'supervisor', viewAs: 'admin' }, 'save_as_draft', 'workflows.action_not_allowed'],
    [{ state: 'in_assessment', role: 'supervisor', viewAs: 'admin' }, 'advance', 'workflows.action_not_allowed'],
    [{ state: 'in_assessment', role: 'supervisor', viewAs: 'admin' }, 'push_back', 'workflows.action_not_allowed'],
    [{ state: 'in_assessment', role: 'supervisor', viewAs: 'admin' }, 'mark_as_done', 'workflows.action_not_allowed'],
    [
      { state: 'in_assessment', role: 'peer_assessor', viewAs: 'admin' },
      'mark_as_done',
      'workflows.action_not_allowed',
    ],
    [{ state: 'done', role: 'supervisor', viewAs: 'admin' }, 'push_back', true],
  ])('%j %s → %s', (over, action, expected) => {
    const result = checkWorkflowAction(ctx(over), action);
    expect(result.allowed ? true : result.reason).toBe(expected);
  });

  it('applies an allowed action and returns the next state', () => {
    expect(applyWorkflowAction(ctx({ state: 'in_preparation' }), 'advance')).toBe('in_assessment');
  });

  it.each<[Partial<WorkflowActionContext>, WorkflowAction, string, number, string]>([
    [
      { state: 'in_assessment', canWithdraw: false },
      'withdraw',
      'withdraw_not_allowed',
      403,
      'This submission cannot be withdrawn.',
    ],
    [{ state: 'done' }, 'withdraw', 'action_not_allowed', 409, 'This action is not available for this submission.'],
    [
      { role: 'supervisor_assessor', state: 'in_preparation' },
      'mark_as_done',
      'action_not_allowed',
      409,
      'This action is not available for this submission.',
    ],
    [
      { role: 'supervisor', state: 'done' },
      'revise',
      'action_not_allowed',
      403,
      'This action is not available for this submission.',
    ],
  ])('refuses %j %s with a DomainError %s (%i)', (over, action, code, status, text) => {
    let caught: unknown;
    try {
      applyWorkflowAction(ctx(over), action);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DomainError);
    expect((caught as DomainError).code).toBe(`workflows.${code}`);
    expect((caught as DomainError).status).toBe(status);
    expect(message((caught as DomainError).key)).toBe(text);
  });

  it('keys the refusal so the edge can say it in Spanish', () => {
    let caught: unknown;
    try {
      applyWorkflowAction(ctx({ state: 'in_assessment' }), 'withdraw');
    } catch (error) {
      caught = error;
    }
    expect(message((caught as DomainError).key, 'es')).toBe('Esta entrega no se puede retirar.');
  });
});

describe('button labels (spec 1 §4, §6)', () => {
  it.each<[WorkflowState, string]>([
    ['done', 'Undo'],
    ['in_assessment', 'Request Revision'],
  ])('push-back reads %s → %s', (state, label) => {
    expect(message(pushBackLabelKey(state))).toBe(label);
  });

  it.each([
    [false, 'Submit'],
    [true, 'Undo'],
  ])('mark-as-done with assess_done %s reads %s', (done, label) => {
    expect(message(markAsDoneLabelKey(done))).toBe(label);
  });

  it.each([
    [{ isOwner: true, scoreSync: 'lms', linkedToLms: false }, true],
    [{ isOwner: true, scoreSync: 'lms', linkedToLms: true }, false],
    [{ isOwner: true, scoreSync: 'none', linkedToLms: false }, false],
    [{ isOwner: false, scoreSync: 'lms', linkedToLms: false }, false],
  ])('blocks Submit for LMS-synced unlinked activities of the owner: %j → %s', (input, blocked) => {
    expect(isSubmitBlockedByLms(input)).toBe(blocked);
  });

  type Shown = Array<[string, boolean, string?]>;
  const shown = (over: Partial<WorkflowActionContext>): Shown =>
    workflowButtons(ctx(over)).map((b) => (b.tipKey ? [b.labelKey, b.disabled, b.tipKey] : [b.labelKey, b.disabled]));

  it.each<[string, Partial<WorkflowActionContext>, Shown]>([
    [
      'submitter preparing',
      { state: 'in_preparation' },
      [
        ['workflows.action.save', false],
        ['workflows.action.submit', false],
      ],
    ],
    [
      'submitter on an LMS-synced unlinked activity',
      { state: 'in_preparation', isOwner: true, scoreSync: 'lms', linkedToLms: false },
      [
        ['workflows.action.save', false],
        ['workflows.action.submit', true, 'workflows.submit_from_lms'],
      ],
    ],
    [
      'submitter who may withdraw',
      { state: 'in_assessment', canWithdraw: true },
      [['workflows.action.withdraw', false]],
    ],
    [
      'submitter who may not withdraw',
      { state: 'in_assessment', canWithdraw: false },
      [['workflows.action.withdraw', true, 'workflows.withdraw_not_allowed']],
    ],
    ['submitter when done', { state: 'done' }, [['workflows.action.revise', false]]],
    [
      'supervisor assessor in assessment',
      { state: 'in_assessment', role: 'supervisor_assessor', assessDone: false, isOwner: true, scoreSync: 'lms' },
      [
        ['workflows.action.save', false],
        ['workflows.action.submit', false],
        ['workflows.action.request_revision', false],
      ],
    ],
    [
      'peer assessor before marking done',
      {
        state: 'in_assessment',
        role: 'peer_assessor',
        workflowId: 'SupervisedPeerAssessmentWorkflow',
        assessDone: false,
      },
      [
        ['workflows.action.save', false],
        ['workflows.action.submit', false],
      ],
    ],
    [
      'internship assessor not allowed to move to done, after marking done',
      { state: 'in_assessment', role: 'coordinator_assessors', workflowId: 'InternshipWorkflow', assessDone: true },
      [
        ['workflows.action.save', false],
        ['workflows.action.undo', false],
      ],
    ],
    ['assessor when done', { state: 'done', role: 'supervisor_assessor' }, [['workflows.action.undo', false]]],
    ['admin view in assessment', { state: 'in_assessment', role: 'supervisor', viewAs: 'admin' }, []],
    [
      'admin view when done',
      { state: 'done', role: 'supervisor', viewAs: 'admin' },
      [['workflows.action.undo', false]],
    ],
    [
      'observational assessor before starting',
      { state: 'created', role: 'supervisor_assessor', workflowId: 'ObservationalAssessmentWorkflow' },
      [['workflows.action.start_assessment', false]],
    ],
    ['group homepage member', { state: 'in_preparation', role: 'member', workflowId: 'GroupHomepageWorkflow' }, []],
  ])('shows the %s the right buttons', (_name, over, expected) => {
    expect(shown(over)).toEqual(expected);
  });

  it.each<[WorkflowState, string]>([
    ['in_assessment', 'open_withdraw_modal'],
    ['in_preparation', 'reload'],
  ])('after a withdraw returning %s: %s (spec 1 §4)', (state, next) => {
    expect(afterWithdraw(state)).toBe(next);
  });

  it('quotes the LMS tip exactly (spec 1 §6)', () => {
    expect(message('workflows.submit_from_lms')).toBe(
      'Please submit this activity from the course assignment in your Learning Management System.',
    );
  });
});

describe('roles', () => {
  it.each<WorkflowRole>(['submitter', 'intern'])(
    '%s may submit in every assessed, non-observational workflow',
    (role) => {
      for (const workflowId of ['SupervisedAssessmentWorkflow', 'FormWorkflow', 'InternshipWorkflow'] as const) {
        expect(checkWorkflowAction(ctx({ role, workflowId }), 'advance').allowed).toBe(true);
      }
    },
  );
});
