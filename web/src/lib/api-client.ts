import {
  buildPath,
  downloadFromResponse,
  type Contract,
  type PathInput,
  type QueryInput,
  type RequestBodyInput,
  type ResponseBody,
} from '@tessera/shared';
import { ApiError, SESSION_SUPERSEDED, parseApiError } from './api-error';
import { shellSentence } from './catalogue-access';
import { currentLocale } from './i18n';
import { sessionState } from './session-state';

/** What every call carries: the Cognito access token and the sign-in's session id (brief, "Auth"). */
export interface Credentials {
  accessToken: string | null;
  sessionId: string | null;
}

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  credentials?: () => Promise<Credentials>;
  onError?: (error: ApiError) => void;
  /**
   * The organisation the client believes is current, sent as X-Tessera-Organization so the server can
   * resolve the actor in one round trip (ADR 0005). Only a hint: the server checks it against the account.
   */
  organizationHint?: () => Promise<string | null>;
  /** The interface language, sent as Accept-Language so the server words its errors in it. */
  locale?: () => string;
}

export interface CallOptions<C extends Contract> {
  // Zod's input types: what the server's schema accepts before its defaults and coercions (ADR 0013).
  path?: PathInput<C>;
  query?: QueryInput<C>;
  body?: RequestBodyInput<C>;
  signal?: AbortSignal;
  /**
   * `tip`: the caller shows a tip for a 401 instead of the session ending (spec 1 §8: "on auto-save or edTPA
   * validation shows a tip"), so what the user is writing stays on the screen.
   */
  unauthorized?: 'tip';
}

export type ApiCall = <C extends Contract>(contract: C, options?: CallOptions<C>) => Promise<ResponseBody<C>>;

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else params.append(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A typed client built from the contracts of @tessera/shared: the contract gives method and path,
 * the response is parsed with the contract's zod schema, failures become an ApiError parsed from the
 * platform's `{code, message, fields}` body.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiCall {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const credentials = options.credentials ?? (async () => ({ accessToken: null, sessionId: null }));
  const organizationHint = options.organizationHint ?? (async () => null);
  const locale = options.locale ?? (() => 'en');

  return async function call<C extends Contract>(contract: C, callOptions: CallOptions<C> = {}) {
    const path = buildPath(contract.path, (callOptions.path ?? {}) as Record<string, string>);
    const url = `${baseUrl}${path}${queryString(callOptions.query)}`;
    const headers: Record<string, string> = {
      Accept: contract.produces ?? 'application/json',
      'Accept-Language': locale(),
    };
    if (contract.audience !== 'public') {
      const { accessToken, sessionId } = await credentials();
      if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
      if (sessionId) headers['X-Tessera-Session'] = sessionId;
      const organizationId = await organizationHint();
      if (organizationId) headers['X-Tessera-Organization'] = organizationId;
    }
    let body: string | undefined;
    if (contract.method !== 'GET' && callOptions.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(callOptions.body);
    }

    let response: Response;
    try {
      response = await doFetch(url, { method: contract.method, headers, body, signal: callOptions.signal });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      const error = new ApiError(0, 'network_error', shellSentence('system.internal', 'en'));
      options.onError?.(error);
      throw error;
    }
    const text = await response.text();
    if (!response.ok) {
      const error = parseApiError(response.status, text);
      if (error.status !== 401 || callOptions.unauthorized !== 'tip') options.onError?.(error);
      throw error;
    }
    let json: unknown;
    try {
      // A file answer (contracts with `produces`): the text and the name in Content-Disposition.
      json =
        contract.produces === 'text/csv'
          ? downloadFromResponse(text, response.headers.get('content-disposition'))
          : text
            ? JSON.parse(text)
            : undefined;
    } catch {
      throw new ApiError(response.status, 'invalid_response', shellSentence('system.internal', 'en'));
    }
    const parsed = contract.response.safeParse(json);
    if (!parsed.success)
      throw new ApiError(response.status, 'invalid_response', shellSentence('system.internal', 'en'));
    return parsed.data as ResponseBody<C>;
  };
}

/** Reacts to failures every screen cares about: the another-device banner and an expired sign-in. */
export function trackSessionErrors(error: ApiError): void {
  if (error.status === 409 && error.code === SESSION_SUPERSEDED) sessionState.markSuperseded();
  if (error.status === 401) sessionState.markUnauthorized();
}

/**
 * The app's client: same origin, credentials from lib/auth (loaded on first use), the organisation hint from
 * the cached current user, session errors tracked.
 */
export const api: ApiCall = createApiClient({
  credentials: async () => (await import('./auth')).currentCredentials(),
  // Loaded on first use, like lib/auth, so the sign-in screen's first load does not carry TanStack Query.
  organizationHint: async () => (await import('./current-user-cache')).cachedCurrentOrganizationId(),
  onError: trackSessionErrors,
  locale: currentLocale,
});
