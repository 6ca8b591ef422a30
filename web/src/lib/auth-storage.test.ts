import { afterEach, describe, expect, it } from '@jest/globals';
import { storedAccessToken, tokenExpiry } from './auth-storage';

const jwt = (payload: object) =>
  ['header', btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'), 'sig'].join('.');
const NOW = Date.UTC(2026, 0, 1);
const store = (token: string) => {
  localStorage.setItem('CognitoIdentityServiceProvider.client-1.LastAuthUser', 'user-1');
  localStorage.setItem('CognitoIdentityServiceProvider.client-1.user-1.accessToken', token);
};

describe('the stored access token (used without loading Cognito)', () => {
  afterEach(() => localStorage.clear());

  it('reads a JWT’s expiry', () => {
    expect(tokenExpiry(jwt({ exp: 123 }))).toBe(123);
    expect(tokenExpiry('not-a-jwt')).toBeNull();
  });

  it('is the last user’s token while it stays valid for more than a minute', () => {
    const token = jwt({ exp: NOW / 1000 + 3600 });
    store(token);
    expect(storedAccessToken(NOW)).toBe(token);
  });

  it('is nothing when the token expires within a minute (Cognito then refreshes it) or nobody signed in', () => {
    expect(storedAccessToken(NOW)).toBeNull();
    store(jwt({ exp: NOW / 1000 + 30 }));
    expect(storedAccessToken(NOW)).toBeNull();
  });
});
