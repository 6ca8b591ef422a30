import { audienceAllows, highestRole, homeRoute, ORGANISATION_ROLES, ROLE_PRECEDENCE, type Role } from './roles';

describe('home route (spec 1 §2)', () => {
  it.each([
    [['admin'], '/via/academics'],
    [['student'], '/via/inprogress'],
    [['faculty', 'support'], '/via/inprogress'],
  ] as const)('roles %j go home to %s', (roles, route) => {
    expect(homeRoute(roles)).toBe(route);
  });
});

describe('audience', () => {
  it('lets anyone reach a public contract, nobody anonymous reach a signed-in one', () => {
    expect(audienceAllows('public', null)).toBe(true);
    expect(audienceAllows('authenticated', null)).toBe(false);
    expect(audienceAllows(['support'], ['student'])).toBe(false);
    expect(audienceAllows(['support'], ['student', 'support'])).toBe(true);
  });
});

describe('the role a user with several roles shows as (spec 1 §6 "Multiple roles")', () => {
  it.each<[Role[], Role]>([
    [['student'], 'student'],
    [['admin', 'root_admin'], 'admin'],
    [['root_admin', 'admin'], 'admin'],
    [['root_admin'], 'root_admin'],
    [['supervisor', 'faculty'], 'faculty'],
    [['supervisor', 'student'], 'student'],
    [['supervisor', 'mentor'], 'mentor'],
    [['peer_assessor', 'supervisor'], 'peer_assessor'],
    [['supervisor'], 'supervisor'],
    [['supervisor', 'root_admin'], 'supervisor'],
    [['faculty', 'coordinator'], 'coordinator'],
    [['support', 'student'], 'support'],
    [['staff', 'support'], 'staff'],
    [['student', 'faculty', 'admin'], 'admin'],
    [[], 'student'],
  ])('%j shows as %s', (roles, expected) => {
    expect(highestRole(roles)).toBe(expected);
  });

  it('ranks every organisation role exactly once', () => {
    expect([...ROLE_PRECEDENCE].sort()).toEqual([...ORGANISATION_ROLES].sort());
  });
});
