import { Logger } from '@aws-lambda-powertools/logger';

/**
 * The one logger every function imports. Operators correlate by the fields it adds to every line: the
 * Lambda request id, the API request id (`correlation_id`), the contract, and `xray_trace_id` (Lambda active
 * tracing is on in CDK; the X-Ray SDK is not loaded, ADR 0006). Logs are silent under Jest unless
 * POWERTOOLS_LOG_LEVEL says otherwise.
 */
const underJest = process.env.JEST_WORKER_ID !== undefined;
const local = underJest || process.env.ENVIRONMENT === 'local';

const serviceName = process.env.POWERTOOLS_SERVICE_NAME ?? 'tessera';

export const logger = new Logger({
  serviceName,
  logLevel: (process.env.POWERTOOLS_LOG_LEVEL ??
    process.env.AWS_LAMBDA_LOG_LEVEL ??
    (underJest ? 'SILENT' : 'INFO')) as 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT',
});

/**
 * Counts a 500 as the CloudWatch metric `InternalErrors` (namespace Tessera). Powertools Metrics is loaded on
 * the first error only, so cold starts do not pay for it; not emitted locally or under Jest.
 */
export async function recordInternalError(): Promise<void> {
  if (local && process.env.POWERTOOLS_METRICS_DISABLED !== 'false') return;
  const { Metrics, MetricUnit } = await import('@aws-lambda-powertools/metrics');
  const metrics = new Metrics({ serviceName, namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'Tessera' });
  metrics.addMetric('InternalErrors', MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
}
