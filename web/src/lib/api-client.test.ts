import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  changePassword,
  exportSectionStandardsReport,
  getClientConfig,
  getCurrentUser,
  message,
} from '@tessera/shared';
import { jsonResponse } from '../test/json-response';
import { createApiClient, trackSessionErrors } from './api-client';
import { ApiError, errorText, parseApiError } from './api-error';
import * as catalogue from './catalogue';
import { provideCatalogue } from './catalogue-access';
import { sessionState } from './session-state';

const credentials = async () => ({ accessToken: 'token-1', sessionId: 'session-1' });

describe('API client', () => {
  afterEach(() => sessionState.reset());

  it('parses an error body {code, message, fields} into an ApiError with the status (docs/architecture.md §4)', async () => {
    const fetch = jest.fn(async () =>
      jsonResponse(400, {
        code: 'invalid',
        message: 'Some required information is missing or incomplete.',
        fields: { new_password: 'identity.password.too_weak' },
      }),
    );
    const api = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, credentials });
    const call = api(changePassword, {
      path: { id: 'u1' },
      body: { old_password: 'a', new_password: 'b', confirm_password: 'b' },
    });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await call.catch((error: ApiError) => {
      expect(error.status).toBe(400);
      expect(error.code).toBe('invalid');
      expect(error.message).toBe('Some required information is missing or incomplete.');
      expect(error.fields).toEqual({ new_password: 'identity.password.too_weak' });
    });
  });

  it('turns a body that is not the error shape into a generic error with code http_<status>', () => {
    const error = parseApiError(502, '<html>Bad gateway</html>');
    expect(error).toMatchObject({ status: 502, code: 'http_502', fields: {} });
    expect(error.message).toBe(message('system.internal', 'en'));
  });

  it('defaults missing fields to an empty object', () => {
    expect(
      parseApiError(404, JSON.stringify({ code: 'not_found', message: 'Resource does not exist!' })).fields,
    ).toEqual({});
  });

  it('reads a file answer (a CSV report) as its text and the name in Content-Disposition', async () => {
    // What fetch answers for a file: its text (UTF-8 decoded, so without the byte-order mark) and its headers.
    const headers = new Map([
      ['content-type', 'text/csv; charset=utf-8'],
      ['content-disposition', 'attachment; filename="standards-EDU_501_A.csv"'],
    ]);
    const fetch = jest.fn(
      async (_url: string, _init: RequestInit) =>
        ({
          ok: true,
          status: 200,
          headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
          text: async () => 'last_name\r\n',
        }) as unknown as Response,
    );
    const api = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, credentials });
    const file = await api(exportSectionStandardsReport, { path: { id: 'g1' } });
    expect(file).toEqual({ filename: 'standards-EDU_501_A.csv', content: 'last_name\r\n' });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/groups/g1/reports/standards/csv');
    expect(init.headers).toMatchObject({ Accept: 'text/csv' });
  });

  it('sends the method, the built path, the JSON body, the bearer token and the session header', async () => {
    const fetch = jest.fn(async (_url: string, _init: RequestInit) => jsonResponse(200, { message: 'ok' }));
    const api = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, credentials });
    await api(changePassword, {
      path: { id: 'user 1' },
      body: { old_password: 'a', new_password: 'b', confirm_password: 'b' },
    });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/users/user%201/password');
    expect(init.method).toBe('PUT');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer token-1',
      'X-Tessera-Session': 'session-1',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(init.body as string)).toEqual({ old_password: 'a', new_password: 'b', confirm_password: 'b' });
  });

  it('sends no credentials to a public contract', async () => {
    const fetch = jest.fn(async (_url: string, _init: RequestInit) =>
      jsonResponse(200, {
        region: 'r',
        userPoolId: 'p',
        userPoolClientId: 'c',
        cognitoEndpoint: null,
        environment: 'local',
      }),
    );
    const api = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, credentials });
    await api(getClientConfig);
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('sends the organisation hint as X-Tessera-Organization once it is known, and not before (ADR 0005)', async () => {
    const fetch = jest.fn(async (_url: string, _init: RequestInit) => jsonResponse(200, { message: 'ok' }));
    let known: string | null = null;
    const api = createApiClient({
      fetch: fetch as unknown as typeof globalThis.fetch,
      credentials,
      organizationHint: async () => known,
    });
    const body = { old_password: 'a', new_password: 'b', confirm_password: 'b' };
    await api(changePassword, { path: { id: 'u1' }, body });
    known = 'org_demo';
    await api(changePassword, { path: { id: 'u1' }, body });
    const [before, after] = fetch.mock.calls.map(([, init]) => init);
    expect(before?.headers).not.toHaveProperty('X-Tessera-Organization');
    expect(after?.headers).toMatchObject({ 'X-Tessera-Organization': 'org_demo', 'X-Tessera-Session': 'session-1' });
  });

  it('sends no organisation hint to a public contract', async () => {
    const fetch = jest.fn(async (_url: string, _init: RequestInit) =>
      jsonResponse(200, {
        region: 'r',
        userPoolId: 'p',
        userPoolClientId: 'c',
        cognitoEndpoint: null,
        environment: 'local',
      }),
    );
    const api = createApiClient({
      fetch: fetch as unknown as typeof globalThis.fetch,
      credentials,
      organizationHint: async () => 'org_demo',
    });
    await api(getClientConfig);
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('X-Tessera-Organization');
  });

  it('rejects a success body that does not match the contract response', async () => {
    const fetch = jest.fn(async () => jsonResponse(200, { id: 'u1' }));
    const api = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, credentials });
    await expect(api(getCurrentUser)).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    const fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const api = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, credentials });
    await expect(api(getCurrentUser)).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('leaves a 401 to a caller that shows a tip (spec 1 §8 auto-save), and ends the session on any other', async () => {
    const fetch = jest.fn(async () => jsonResponse(401, { code: 'unauthorized', message: 'x', fields: {} }));
    const api = createApiClient({
      fetch: fetch as unknown as typeof globalThis.fetch,
      credentials,
      onError: trackSessionErrors,
    });
    await expect(api(getCurrentUser, { unauthorized: 'tip' })).rejects.toMatchObject({ status: 401 });
    expect(sessionState.get().unauthorized).toBe(false);
    await expect(api(getCurrentUser)).rejects.toMatchObject({ status: 401 });
    expect(sessionState.get().unauthorized).toBe(true);
  });

  it('marks the session superseded on 409 session_superseded, for the another-device banner (spec 1 §8)', () => {
    trackSessionErrors(new ApiError(409, 'conflict', 'x'));
    expect(sessionState.get().superseded).toBe(false);
    trackSessionErrors(new ApiError(409, 'session_superseded', 'x'));
    expect(sessionState.get().superseded).toBe(true);
  });

  it('before the catalogue has arrived, keeps the server’s sentence for a catalogue code; the shell’s own sentences need no catalogue', () => {
    expect(errorText(new ApiError(403, 'identity.forbidden', 'server sentence'), 'es')).toBe('server sentence');
    expect(errorText(new ApiError(409, 'session_superseded', 'x'), 'es')).toBe(
      message('identity.another_device', 'es'),
    );
    expect(errorText(new ApiError(0, 'network_error', 'x'), 'es')).toBe(message('system.internal', 'es'));
  });

  it('words catalogue codes in the reader’s language and shows any other server sentence as it came', () => {
    provideCatalogue(catalogue);
    const superseded = new ApiError(409, 'session_superseded', 'You have logged in on another device.');
    expect(errorText(superseded, 'es')).toBe(message('identity.another_device', 'es'));
    expect(errorText(new ApiError(403, 'identity.forbidden', 'x'), 'es')).toBe(message('identity.forbidden', 'es'));
    // No English-sentence-to-key mapping: the server already worded it in the language asked for.
    expect(errorText(new ApiError(403, 'forbidden', message('identity.forbidden', 'en')), 'es')).toBe(
      message('identity.forbidden', 'en'),
    );
    expect(errorText(new ApiError(500, 'internal', 'stack trace'), 'es')).toBe(message('system.internal', 'es'));
  });

  it('keeps the server’s sentence for a catalogue code with placeholders (only the server knows the count)', () => {
    const sentence = message('rubrics.csv.failed', 'es', { count: 3 });
    expect(errorText(new ApiError(400, 'rubrics.csv.failed', sentence), 'es')).toBe(sentence);
  });

  it('sends the interface language as Accept-Language with every call', async () => {
    const fetch = jest.fn(async (_url: string, _init: RequestInit) => jsonResponse(200, { message: 'ok' }));
    const api = createApiClient({
      fetch: fetch as unknown as typeof globalThis.fetch,
      credentials,
      locale: () => 'es',
    });
    await api(changePassword, {
      path: { id: 'u1' },
      body: { old_password: 'a', new_password: 'b', confirm_password: 'b' },
    });
    expect(fetch.mock.calls[0]?.[1].headers).toMatchObject({ 'Accept-Language': 'es' });
  });
});
