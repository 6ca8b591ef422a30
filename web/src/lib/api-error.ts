import * as z from 'zod/mini';
import type { Locale } from '@tessera/shared';
import { catalogueSentence, isPlainCatalogueKey, shellSentence } from './catalogue-access';

/**
 * The one error body of the platform (docs/architecture.md §4): `{ code, message, fields }`. The server words
 * `message` and `fields` in the language of the request's Accept-Language (the client sends the interface
 * language), so the web shows them as they come; `code` is stable (often a catalogue key).
 */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z._default(z.optional(z.record(z.string(), z.string())), {}),
});

/** A failed API call: the HTTP status, the stable code, the user-facing sentence and field errors by name. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Code of the 409 sent when a newer sign-in of the same user took over saving. */
export const SESSION_SUPERSEDED = 'session_superseded';

/**
 * Builds an ApiError from a failed response's status and body text. A body that is not the platform's
 * error shape (a proxy page, an empty body) becomes a generic error with code `http_<status>`.
 */
export function parseApiError(status: number, bodyText: string): ApiError {
  let json: unknown = undefined;
  try {
    json = bodyText ? JSON.parse(bodyText) : undefined;
  } catch {
    json = undefined;
  }
  const parsed = errorBodySchema.safeParse(json);
  if (parsed.success) {
    return new ApiError(status, parsed.data.code, parsed.data.message, parsed.data.fields);
  }
  return new ApiError(status, `http_${status}`, shellSentence('system.internal', 'en'), {});
}

/**
 * The sentence to show for a failed call, in the reader's language: a catalogue code without placeholders is
 * worded by the catalogue (so it follows a language switch made after the call), a failure of the network or the
 * server by the generic sentence (a 500 never carries internals), anything else is the server's own sentence
 * (worded in the language of the request). Before the catalogue has arrived (lib/catalogue-access.ts) a
 * catalogue code also keeps the server's sentence.
 */
export function errorText(error: unknown, locale: Locale): string {
  if (!isApiError(error)) return shellSentence('system.internal', locale);
  if (error.status === 409 && error.code === SESSION_SUPERSEDED)
    return shellSentence('identity.another_device', locale);
  if (isPlainCatalogueKey(error.code)) return catalogueSentence(error.code, locale) ?? error.message;
  if (
    error.status === 0 ||
    error.status >= 500 ||
    error.code.startsWith('http_') ||
    error.code === 'invalid_response'
  ) {
    return shellSentence('system.internal', locale);
  }
  return error.message;
}

/**
 * A server field error or reason in the reader's language: a catalogue key is worded here, a sentence kept. The
 * screens that show them speak the `messages` namespace, so the catalogue has arrived.
 */
export function serverText(text: string, locale: Locale): string {
  return catalogueSentence(text, locale) ?? text;
}
