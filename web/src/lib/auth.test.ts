import { describe, expect, it } from '@jest/globals';
import { failureOf, newPasswordFailureOf } from './auth';

describe('sign-in failures', () => {
  it.each([
    ['NotAuthorizedException', 'invalid_credentials'],
    ['UserNotFoundException', 'invalid_credentials'],
    ['InvalidPasswordException', 'invalid_credentials'],
    ['PasswordResetRequiredException', 'password_reset_required'],
    ['UserNotConfirmedException', 'not_confirmed'],
    ['TooManyRequestsException', 'too_many_attempts'],
    ['NetworkError', 'unavailable'],
  ])('maps Cognito %s to %s', (code, failure) => {
    expect(failureOf({ code, name: code, message: 'x' })).toBe(failure);
  });

  it('treats anything else as the service being unavailable', () => {
    expect(failureOf(new Error('boom'))).toBe('unavailable');
    expect(failureOf(null)).toBe('unavailable');
  });

  it.each([
    ['InvalidPasswordException', 'new_password_refused'],
    ['InvalidParameterException', 'new_password_refused'],
    ['NotAuthorizedException', 'challenge_expired'],
    ['TooManyRequestsException', 'too_many_attempts'],
  ])('maps Cognito %s to %s when it answers a new password', (code, failure) => {
    expect(newPasswordFailureOf({ code, name: code, message: 'x' })).toBe(failure);
  });
});
