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
 * Counts a 500 as the CloudWatch metric `InternalErrors` (namespace Tessera, dimension service), written as
 * one Embedded Metric Format line on standard output, which CloudWatch turns into the metric. Written by hand
 * rather than with Powertools Metrics: one line for one counter does not need a 12 KB library in every
 * Lambda. Not emitted locally or under Jest.
 */
export function recordInternalError(): void {
  if (local && process.env.POWERTOOLS_METRICS_DISABLED !== 'false') return;
  const namespace = process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'Tessera';
  process.stdout.write(
    `${JSON.stringify({
      _aws: {
        Timestamp: Date.now(),
        CloudWatchMetrics: [
          { Namespace: namespace, Dimensions: [['service']], Metrics: [{ Name: 'InternalErrors', Unit: 'Count' }] },
        ],
      },
      service: serviceName,
      InternalErrors: 1,
    })}\n`,
  );
}
