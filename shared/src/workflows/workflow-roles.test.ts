import { describe, expect, it } from '@jest/globals';
import type { WorkflowId } from './workflow-catalogue';
import {
  assessmentPanelRoleChoices,
  defaultRolesAllowedMoveToDone,
  isWorkflowRole,
  mayMoveToDone,
  resolveWorkflowRole,
  sanitizeRolesAllowedMoveToDone,
  templateRoleChoices,
  viewingWorkflowRole,
  type ViewAs,
  type WorkflowRole,
} from './workflow-roles';

describe('multiple roles (spec 1 §6)', () => {
  it.each<[WorkflowRole[], WorkflowRole | undefined]>([
    [['hierarchy_admin', 'supervisor', 'peer_assessor'], 'peer_assessor'],
    [['hierarchy_admin', 'supervisor'], 'supervisor'],
    [['supervisor', 'supervisor_assessor'], 'supervisor_assessor'],
    [['hierarchy_admin', 'submitter'], 'submitter'],
    [['hierarchy_admin'], 'hierarchy_admin'],
    [['supervisor'], 'supervisor'],
    [['supervisor', 'supervisor'], 'supervisor'],
    [[], undefined],
  ])('resolves %j to %s (hierarchy_admin dropped first, then supervisor)', (roles, role) => {
    expect(resolveWorkflowRole(roles)).toBe(role);
  });

  it('removes submitter from assessment-panel choices and supervisor from template roles', () => {
    expect(assessmentPanelRoleChoices(['submitter', 'supervisor_assessor'])).toEqual(['supervisor_assessor']);
    expect(templateRoleChoices(['supervisor', 'mentor_assessors'])).toEqual(['mentor_assessors']);
  });

  it('knows the workflow roles', () => {
    expect(isWorkflowRole('intern')).toBe(true);
    expect(isWorkflowRole('coordinator_assessors')).toBe(true);
    expect(isWorkflowRole('student')).toBe(false);
  });
});

describe('viewing role (spec 3 §6)', () => {
  it.each<[ViewAs | undefined, WorkflowRole[], WorkflowRole | undefined]>([
    ['owner', ['supervisor_assessor'], 'supervisor_assessor'],
    ['owner', ['submitter', 'supervisor_assessor'], 'supervisor_assessor'],
    ['owner', ['submitter'], 'submitter'],
    ['admin', ['hierarchy_admin'], 'supervisor'],
    ['admin', [], 'supervisor'],
    [undefined, ['hierarchy_admin', 'peer_assessor'], 'peer_assessor'],
    ['self', ['intern'], 'intern'],
  ])('viewing as %s with roles %j gives %s', (viewAs, roles, role) => {
    expect(viewingWorkflowRole(viewAs, roles)).toBe(role);
  });
});

describe('roles_allowed_move_to_done (spec 1 §6, spec 2 §6)', () => {
  it.each<[WorkflowId, string[]]>([
    ['InternshipWorkflow', ['mentor_assessors', 'internship_supervisor_assessors']],
    ['InternshipFormWorkflow', ['mentor_assessors', 'internship_supervisor_assessors']],
    ['InternshipObservationalWorkflow', ['mentor_assessors', 'internship_supervisor_assessors']],
    ['SupervisedAssessmentWorkflow', []],
  ])('defaults for a new %s template to %j', (id, roles) => {
    expect(defaultRolesAllowedMoveToDone(id)).toEqual(roles);
  });

  it.each<[WorkflowId, string[], string[]]>([
    ['InternshipWorkflow', ['coordinator_assessors', 'mentor_assessors', 'mentor_assessors'], ['mentor_assessors']],
    ['InternshipWorkflow', ['internship_supervisor_assessors', 'supervisor'], ['internship_supervisor_assessors']],
    ['FormWorkflow', ['mentor_assessors'], []],
  ])(
    'keeps only mentor_assessors and internship_supervisor_assessors in internship workflows: %s %j → %j',
    (id, given, kept) => {
      expect(sanitizeRolesAllowedMoveToDone(id, given)).toEqual(kept);
    },
  );

  it.each<[WorkflowId, WorkflowRole, string[] | undefined, boolean]>([
    ['InternshipWorkflow', 'mentor_assessors', undefined, true],
    ['InternshipWorkflow', 'mentor_assessors', ['internship_supervisor_assessors'], false],
    ['InternshipWorkflow', 'internship_supervisor_assessors', ['internship_supervisor_assessors'], true],
    ['InternshipWorkflow', 'coordinator_assessors', ['coordinator_assessors'], false],
    ['InternshipWorkflow', 'supervisor', undefined, false],
    ['SupervisedAssessmentWorkflow', 'supervisor_assessor', undefined, true],
    ['SupervisedAssessmentWorkflow', 'submitter', undefined, false],
  ])('in %s lets %s move to done with %j: %s', (id, role, allowed, may) => {
    expect(mayMoveToDone(id, role, allowed)).toBe(may);
  });
});
