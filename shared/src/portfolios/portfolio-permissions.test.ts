import { describe, expect, it } from '@jest/globals';
import { canWithdrawSubmission, ownerWorkflowRole, portfolioPermissions } from './portfolio-permissions';

describe('the owner’s workflow role (spec 1 §6)', () => {
  it.each([
    ['SupervisedAssessmentWorkflow', 'submitter'],
    ['EportfolioWorkflow', 'submitter'],
    ['InternshipWorkflow', 'intern'],
    ['InternshipFormWorkflow', 'intern'],
    ['GroupHomepageWorkflow', 'owner'],
  ] as const)('%s → %s', (workflowId, role) => {
    expect(ownerWorkflowRole(workflowId)).toBe(role);
  });
});

describe('workflow.permissions (spec 1 §3, §6)', () => {
  const base = {
    role: 'submitter',
    state: 'in_preparation',
    hasRevision: false,
    componentModes: ['editable'],
  } as const;

  it('lets the author edit while a component is editable, and not comment before a revision exists', () => {
    expect(portfolioPermissions(base)).toEqual({ edit: true, comment: false, view_assessment_panel: false });
  });

  it('lets author and assessors comment once submitted', () => {
    expect(
      portfolioPermissions({ ...base, state: 'in_assessment', hasRevision: true, componentModes: ['visible'] }),
    ).toMatchObject({ edit: false, comment: true });
    expect(
      portfolioPermissions({ ...base, role: 'supervisor_assessor', state: 'in_assessment', hasRevision: true }),
    ).toMatchObject({ edit: true, comment: true, view_assessment_panel: true });
  });

  it('keeps the admin view and a closed activity read-only', () => {
    expect(portfolioPermissions({ ...base, viewAs: 'admin', hasRevision: true })).toMatchObject({
      edit: false,
      comment: false,
    });
    expect(portfolioPermissions({ ...base, activityStatus: 'closed', hasRevision: true })).toMatchObject({
      edit: false,
      comment: false,
    });
  });

  it('gives a hierarchy admin nothing to comment with', () => {
    expect(portfolioPermissions({ ...base, role: 'hierarchy_admin', hasRevision: true }).comment).toBe(false);
  });

  it('shows submitters the assessment panel only when the template allows', () => {
    expect(portfolioPermissions({ ...base, displayAssessmentPanel: true }).view_assessment_panel).toBe(true);
  });
});

describe('can_withdraw (spec 1 §4)', () => {
  const base = {
    workflowId: 'SupervisedAssessmentWorkflow',
    state: 'in_assessment',
    role: 'submitter',
    assessmentStarted: false,
  } as const;
  it('is true while the submission waits and nobody has started assessing', () => {
    expect(canWithdrawSubmission(base)).toBe(true);
  });
  it.each([
    ['an assessment started', { assessmentStarted: true }],
    ['in preparation', { state: 'in_preparation' }],
    ['done', { state: 'done' }],
    ['an assessor', { role: 'supervisor_assessor' }],
    ['an observational workflow', { workflowId: 'ObservationalAssessmentWorkflow' }],
    ['an unassessed workflow', { workflowId: 'EportfolioWorkflow' }],
  ] as const)('is false for %s', (_label, over) => {
    expect(canWithdrawSubmission({ ...base, ...over })).toBe(false);
  });
});
