import { afterEach, beforeEach, jest } from '@jest/globals';

/**
 * Stands in for a signed-in browser: lib/auth (which the API client loads for credentials) answers with an
 * access token and a session id. Call it before dynamically importing anything that loads lib/auth.
 */
export function mockSignedIn(): void {
  jest.unstable_mockModule('../lib/auth', () => ({
    currentCredentials: async () => ({ accessToken: 'access-token', sessionId: 'session-1' }),
    // The password change signs in again with the new password (lib/auth); the browser's Cognito is not here.
    renewSignIn: async () => undefined,
  }));
}

export type FetchMock = jest.Mock<(url: string, init: RequestInit) => Promise<Response>>;
/** One recorded fetch call: the URL and the request options. */
export type FetchCall = [string, RequestInit];

/**
 * A fetch stand-in installed as `globalThis.fetch` before each test of the file, with no calls and no
 * answers left from the previous test; mocks are restored after each test.
 */
export function installFetchMock(): FetchMock {
  const fetchMock: FetchMock = jest.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
  return fetchMock;
}
