import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where a one-off command (`npm run migrate`, `npm run sweep`) works: a deployed stack whose environment is set
 * (TABLE_NAME, AWS_REGION, UPLOADS_BUCKET, with AWS credentials), or else the running local cloud, whose
 * endpoints `npm start` wrote to .local/endpoints.json. Answers the table's name and, for the local cloud, its
 * DynamoDB endpoint (null for a deployed stack), once the process environment points at it.
 */
export async function targetLocalCloudUnlessSet(): Promise<{ tableName: string; endpoint: string | null }> {
  if (process.env.TABLE_NAME) return { tableName: process.env.TABLE_NAME, endpoint: null };
  const { DEFAULT_DATA_DIR, ENDPOINTS_FILE } = await import('./cloud');
  const file = join(DEFAULT_DATA_DIR, ENDPOINTS_FILE);
  if (!existsSync(file))
    throw new Error('set TABLE_NAME (and AWS_REGION, UPLOADS_BUCKET) for a deployed stack, or run `npm start` first');
  const local = JSON.parse(readFileSync(file, 'utf8')) as {
    tableName: string;
    region: string;
    dynamodb: string;
    s3: string;
    buckets: { uploads: string; extracts: string };
  };
  Object.assign(process.env, {
    TABLE_NAME: local.tableName,
    AWS_REGION: local.region,
    DYNAMODB_ENDPOINT: local.dynamodb,
    S3_ENDPOINT: local.s3,
    UPLOADS_BUCKET: local.buckets.uploads,
    EXTRACTS_BUCKET: local.buckets.extracts,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
  return { tableName: local.tableName, endpoint: local.dynamodb };
}
