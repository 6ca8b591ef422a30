import { highestRole, type Role } from './roles';

describe('the role a user with several roles shows as (spec 1 §6 "Multiple roles")', () => {
  it.each<[Role[], Role]>([
    [['student'], 'student'],
    [['admin', 'root_admin'], 'admin'],
    [['supervisor', 'faculty'], 'faculty'],
    [['supervisor', 'student'], 'student'],
    [['supervisor'], 'supervisor'],
    [['faculty', 'coordinator'], 'coordinator'],
    [['support', 'student'], 'support'],
    [['root_admin'], 'root_admin'],
  ])('%j shows as %s', (roles, expected) => {
    expect(highestRole(roles)).toBe(expected);
  });
});
