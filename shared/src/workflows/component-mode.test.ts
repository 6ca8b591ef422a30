import { describe, expect, it } from '@jest/globals';
import { message } from '../messages/index';
import {
  canDeleteComponentAttachment,
  componentPermissionsSchema,
  editorCancelButton,
  inheritedComponentMode,
  resolveComponentMode,
  type ComponentMode,
  type ComponentPermissions,
  type ComponentSide,
} from './component-mode';
import type { WorkflowRole } from './workflow-roles';
import type { WorkflowState } from './workflow-states';

describe('inherited component modes (spec 1 §3–4)', () => {
  it.each<[WorkflowRole, WorkflowState, ComponentSide, ComponentMode]>([
    ['submitter', 'created', 'content', 'editable'],
    ['submitter', 'in_preparation', 'content', 'editable'],
    ['submitter', 'in_assessment', 'content', 'visible'],
    ['intern', 'done', 'content', 'visible'],
    ['owner', 'in_preparation', 'content', 'editable'],
    ['member', 'in_preparation', 'content', 'visible'],
    ['supervisor_assessor', 'in_preparation', 'content', 'visible'],
    ['supervisor_assessor', 'in_assessment', 'assessment', 'editable'],
    ['supervisor_assessor', 'done', 'assessment', 'visible'],
    ['peer_assessor', 'in_preparation', 'assessment', 'visible'],
    ['submitter', 'in_assessment', 'assessment', 'invisible'],
    ['submitter', 'done', 'assessment', 'visible'],
    ['hierarchy_admin', 'in_assessment', 'assessment', 'visible'],
    ['member', 'in_assessment', 'assessment', 'invisible'],
  ])('%s in %s sees a %s component %s', (role, state, side, mode) => {
    expect(inheritedComponentMode(role, state, side)).toBe(mode);
  });

  it.each<[WorkflowRole, WorkflowState, boolean, ComponentMode]>([
    ['submitter', 'in_preparation', false, 'invisible'],
    ['submitter', 'in_preparation', true, 'visible'],
    ['intern', 'in_preparation', true, 'visible'],
    ['submitter', 'created', true, 'invisible'],
    ['submitter', 'in_assessment', true, 'invisible'],
    ['supervisor_assessor', 'in_preparation', true, 'visible'],
  ])(
    'after a revision request the author reads the assessment: %s in %s (returned %s) sees it %s',
    (role, state, returned, mode) => {
      expect(inheritedComponentMode(role, state, 'assessment', { returned })).toBe(mode);
      expect(resolveComponentMode({ role, state, side: 'assessment', returned })).toBe(mode);
    },
  );
});

describe('component mode resolution (spec 1 §4)', () => {
  const customised: ComponentPermissions = componentPermissionsSchema.parse({
    inherit: false,
    roles: {
      submitter: { in_assessment: 'editable', done: 'invisible' },
      supervisor_assessor: { in_preparation: 'invisible' },
    },
  });

  it.each<[string, WorkflowRole, WorkflowState, ComponentPermissions | undefined, string | undefined, ComponentMode]>([
    ['inherited', 'submitter', 'in_preparation', { inherit: true }, undefined, 'editable'],
    ['customised cell', 'submitter', 'in_assessment', customised, undefined, 'editable'],
    ['customised invisible', 'submitter', 'done', customised, undefined, 'invisible'],
    ['customised table, missing cell falls back', 'submitter', 'created', customised, undefined, 'editable'],
    ['customised for another role', 'supervisor_assessor', 'in_preparation', customised, undefined, 'invisible'],
    ['closed activity turns editable into visible', 'submitter', 'in_preparation', undefined, 'closed', 'visible'],
    ['closed activity keeps invisible', 'submitter', 'done', customised, 'closed', 'invisible'],
    ['open activity', 'submitter', 'in_assessment', customised, 'open', 'editable'],
  ])('%s → %s', (_name, role, state, permissions, activityStatus, mode) => {
    expect(resolveComponentMode({ role, state, side: 'content', permissions, activityStatus })).toBe(mode);
  });

  it('rejects an unknown mode in customised permissions', () => {
    expect(
      componentPermissionsSchema.safeParse({ inherit: false, roles: { submitter: { done: 'hidden' } } }).success,
    ).toBe(false);
  });

  it.each<[ComponentMode, boolean | undefined, boolean]>([
    ['editable', true, true],
    ['editable', false, false],
    ['editable', undefined, false],
    ['visible', true, false],
    ['invisible', true, false],
  ])(
    'in %s mode with can_delete %s an attachment is deletable: %s (visible mode forces non-deletable)',
    (mode, canDelete, deletable) => {
      expect(canDeleteComponentAttachment(mode, canDelete)).toBe(deletable);
    },
  );

  it('turns the cancel button into a primary Done when the activity is closed', () => {
    expect(editorCancelButton('closed')).toEqual({ labelKey: 'workflows.editor.done', primary: true });
    expect(message(editorCancelButton('open').labelKey)).toBe('Cancel');
  });
});
