import { describe, expect, it, jest } from '@jest/globals';
import { followRedirect, fullName, hasRole } from './current-user';

describe('current user helpers', () => {
  it('checks roles against the role and the role list', () => {
    expect(hasRole({ role: 'support', roles: ['support'] }, 'support', 'staff')).toBe(true);
    expect(hasRole({ role: 'admin', roles: ['admin', 'root_admin'] }, 'root_admin')).toBe(true);
    expect(hasRole({ role: 'student', roles: ['student'] }, 'support', 'staff')).toBe(false);
  });

  it('joins first and last names', () => {
    expect(fullName({ first_name: 'Sam', last_name: 'Student' })).toBe('Sam Student');
  });

  it('follows an app path inside the app (revoke impersonation returns redirect_to, spec 1 §7)', () => {
    const navigate = jest.fn();
    followRedirect('/support/users', navigate);
    expect(navigate).toHaveBeenCalledWith('/support/users');
  });

  it('never treats a protocol-relative address as an app path', () => {
    const navigate = jest.fn();
    const load = jest.fn();
    followRedirect('//elsewhere.example/x', navigate, load);
    followRedirect('https://elsewhere.example/y', navigate, load);
    expect(navigate).not.toHaveBeenCalled();
    expect(load.mock.calls).toEqual([['//elsewhere.example/x'], ['https://elsewhere.example/y']]);
  });
});
