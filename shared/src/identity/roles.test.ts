import { audienceAllows, homeRoute } from './roles';

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
