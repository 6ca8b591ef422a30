import { message } from '../messages/index';
import { adminCandidates, canInsertAdmin, canRemoveAdmin } from './admins';

describe('admin insertion (spec 2 §6)', () => {
  it.each([
    ['root admin listed on the node', { userId: 'u', isRootAdmin: true, permittedPaths: ['uni'] }, 'uni', true],
    ['admin listed on the node', { userId: 'u', isRootAdmin: false, permittedPaths: ['uni'] }, 'uni', false],
    ['admin of a parent node', { userId: 'u', isRootAdmin: false, permittedPaths: ['uni'] }, 'uni/arts', true],
    ['root admin of another node', { userId: 'u', isRootAdmin: true, permittedPaths: ['uni/sci'] }, 'uni/arts', false],
    ['admin below the node', { userId: 'u', isRootAdmin: false, permittedPaths: ['uni/arts'] }, 'uni', false],
  ])('%s may insert: %s', (_, actor, path, allowed) => {
    expect(canInsertAdmin(actor, path)).toBe(allowed);
  });
});

describe('admin removal (spec 2 §5, §6, §8)', () => {
  const actor = { userId: 'me', isRootAdmin: false, permittedPaths: ['uni/arts'] };
  it.each([
    ['another admin of my node', 'other', 'uni/arts', { allowed: true }],
    ['an admin of a child node', 'other', 'uni/arts/hist', { allowed: true }],
    ['myself', 'me', 'uni/arts', { allowed: false, reason: 'self', message: 'hierarchy.admin.cannot_remove_self' }],
    ['an admin elsewhere', 'other', 'uni/sci', { allowed: false, reason: 'no_authority' }],
  ])('removing %s → %j', (_, adminId, path, result) => {
    expect(canRemoveAdmin(actor, adminId, path)).toEqual(result);
  });

  it('says "A user cannot remove themselves as an admin."', () => {
    expect(message('hierarchy.admin.cannot_remove_self')).toBe('A user cannot remove themselves as an admin.');
  });
});

describe('admin candidates (spec 2 §6)', () => {
  it('excludes students, external users and existing admins', () => {
    const users = [
      { id: 'a', role: 'faculty' },
      { id: 'b', role: 'student' },
      { id: 'c', role: 'external' },
      { id: 'd', role: 'admin' },
      { id: 'e', role: 'coordinator' },
    ];
    expect(adminCandidates(users, ['d']).map((user) => user.id)).toEqual(['a', 'e']);
  });
});
