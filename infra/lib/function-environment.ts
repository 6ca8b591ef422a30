import type { JobKind } from '@tessera/events';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { DeployEnvironment } from './config';

export interface PlatformResources {
  readonly deployEnvironment: DeployEnvironment;
  readonly table: dynamodb.ITable;
  readonly uploadsBucket: s3.IBucket;
  readonly extractsBucket: s3.IBucket;
  readonly userPool: cognito.IUserPool;
  readonly userPoolClient: cognito.IUserPoolClient;
  readonly queues: Readonly<Record<JobKind, sqs.IQueue>>;
  /** `https://<id>.cloudfront.net`: the downloads distribution in front of the uploads bucket (ADR 0019). */
  readonly downloadsOrigin: string;
}

/** `QUEUE_URL_IMPORTS` for `imports`: the variable names agreed in the brief. */
export function queueUrlVariable(kind: JobKind): string {
  return `QUEUE_URL_${kind.toUpperCase()}`;
}

/**
 * The function environment agreed across teams (brief, "Function environment"; read by
 * functions/src/lib/config.ts). AWS_REGION is set by Lambda itself and cannot be set here.
 */
export function functionEnvironment(resources: PlatformResources): Record<string, string> {
  const env: Record<string, string> = {
    ENVIRONMENT: resources.deployEnvironment,
    TABLE_NAME: resources.table.tableName,
    USER_POOL_ID: resources.userPool.userPoolId,
    USER_POOL_CLIENT_ID: resources.userPoolClient.userPoolClientId,
    UPLOADS_BUCKET: resources.uploadsBucket.bucketName,
    EXTRACTS_BUCKET: resources.extractsBucket.bucketName,
    DOWNLOADS_ORIGIN: resources.downloadsOrigin,
  };
  for (const [kind, queue] of Object.entries(resources.queues) as [JobKind, sqs.IQueue][]) {
    env[queueUrlVariable(kind)] = queue.queueUrl;
  }
  return env;
}
