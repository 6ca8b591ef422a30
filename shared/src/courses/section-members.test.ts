import { message } from '../messages/index';
import {
  canHoldSectionRole,
  isSectionRole,
  SECTION_ROLE_WORKFLOW_ROLE,
  sectionRoleLabel,
  sectionWorkflowRoles,
} from './section-members';

describe('section roles (issue 11, spec 1 §6)', () => {
  it.each([
    ['member', ['student'], true],
    ['member', ['support'], false],
    ['coordinator', ['coordinator'], true],
    ['coordinator', ['faculty'], false],
    ['mentor', ['mentor'], true],
    ['mentor', ['student'], false],
    ['peer_assessor', ['student'], true],
    ['peer_assessor', ['peer_assessor'], true],
  ] as const)('%s held by %j: %s', (role, roles, allowed) => {
    expect(canHoldSectionRole(role, roles)).toBe(allowed);
  });

  it('maps each section role to the workflow role it plays', () => {
    expect(SECTION_ROLE_WORKFLOW_ROLE).toEqual({
      owner: 'supervisor',
      member: 'submitter',
      coordinator: 'coordinator_assessors',
      mentor: 'mentor_assessors',
      peer_assessor: 'peer_assessor',
    });
  });

  it('reads roles from CSV cells and labels them', () => {
    expect(isSectionRole('mentor')).toBe(true);
    expect(isSectionRole('owner')).toBe(false);
    expect(message(sectionRoleLabel('peer_assessor'))).toBe('Peer assessor');
  });

  it('gives the workflow roles of an owner, a member and an owner who is also a mentor', () => {
    expect(sectionWorkflowRoles({ owner: true, role: null })).toEqual(['supervisor']);
    expect(sectionWorkflowRoles({ owner: false, role: 'member' })).toEqual(['submitter']);
    expect(sectionWorkflowRoles({ owner: true, role: 'mentor' })).toEqual(['supervisor', 'mentor_assessors']);
    expect(sectionWorkflowRoles({ owner: false, role: null })).toEqual([]);
  });
});
