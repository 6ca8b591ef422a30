import { DEFAULT_LOCALE, isDomainError, type ErrorBody, type Locale } from '@tessera/shared';
import { logger, recordInternalError } from '../powertools';
import { translator } from './translate';
import type { HttpResult } from './types';

export function jsonResponse(statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

/**
 * The last step of every HTTP stack: a DomainError becomes its status and `{code, message, fields}` in the
 * caller's language (keys are translated here, at the edge); anything else is logged and becomes a 500 that
 * carries no internals.
 */
export async function errorToResponse(error: unknown, locale: Locale = DEFAULT_LOCALE): Promise<HttpResult> {
  const translate = await translator(locale);
  if (isDomainError(error)) return jsonResponse(error.status, error.toBody(translate));
  logger.error('unhandled error', error instanceof Error ? error : new Error(String(error)));
  recordInternalError();
  const body: ErrorBody = { code: 'internal', message: translate('system.internal'), fields: {} };
  return jsonResponse(500, body);
}
