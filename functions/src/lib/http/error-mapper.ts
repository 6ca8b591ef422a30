import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { isDomainError, message, type ErrorBody, type Locale } from '@tessera/shared';
import { logger, metrics } from '../powertools';
import type { HttpResult } from './types';

export function jsonResponse(statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

/**
 * The last step of every HTTP stack: a DomainError becomes its status and `{code, message, fields}`;
 * anything else is logged and becomes a 500 that carries no internals (ARCHITECTURE.md §4).
 */
export function errorToResponse(error: unknown, locale: Locale): HttpResult {
  if (isDomainError(error)) return jsonResponse(error.status, error.toBody());
  logger.error('unhandled error', error instanceof Error ? error : new Error(String(error)));
  metrics.addMetric('InternalErrors', MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
  const body: ErrorBody = { code: 'internal', message: message('system.internal', locale), fields: {} };
  return jsonResponse(500, body);
}
