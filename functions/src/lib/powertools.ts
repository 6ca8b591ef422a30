import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * The one logger, metrics and tracer instance every function imports (ARCHITECTURE.md §11).
 * Outside Lambda the tracer switches itself off. Metrics are not emitted locally or under Jest unless
 * POWERTOOLS_METRICS_DISABLED says otherwise; logs are silent under Jest unless POWERTOOLS_LOG_LEVEL is set.
 */
const underJest = process.env.JEST_WORKER_ID !== undefined;
const local = underJest || process.env.ENVIRONMENT === 'local';

if (local && process.env.POWERTOOLS_METRICS_DISABLED === undefined) {
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
}

const serviceName = process.env.POWERTOOLS_SERVICE_NAME ?? 'tessera';

export const logger = new Logger({
  serviceName,
  logLevel: (process.env.POWERTOOLS_LOG_LEVEL ??
    process.env.AWS_LAMBDA_LOG_LEVEL ??
    (underJest ? 'SILENT' : 'INFO')) as 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT',
});

export const metrics = new Metrics({
  serviceName,
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'Tessera',
});

export const tracer = new Tracer({ serviceName });
