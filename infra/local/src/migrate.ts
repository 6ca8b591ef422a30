/**
 * `npm run migrate`: applies the data migrations the table has not recorded (functions/src/migrations,
 * ADR 0028 §5). Against a deployed stack, set its environment first (TABLE_NAME, AWS_REGION, UPLOADS_BUCKET:
 * the stack's outputs) with AWS credentials allowed to write the table. With no TABLE_NAME it targets the
 * running local cloud through .local/endpoints.json (`npm start` also applies them itself at every start).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { oneLineReason } from './errors';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  if (!process.env.TABLE_NAME) {
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
    say(`Migrating the local cloud's table ${local.tableName} (${local.dynamodb}).`);
  } else say(`Migrating table ${process.env.TABLE_NAME}.`);
  const { runMigrations } = await import('@tessera/functions/migrations/run-migrations');
  const run = await runMigrations({ log: say });
  say(
    run.applied.length === 0
      ? `Nothing to migrate (${run.skipped.length} applied before).`
      : `Applied ${run.applied.join(', ')} (${run.skipped.length} applied before).`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`npm run migrate: ${oneLineReason(error)}\n`);
  process.exit(1);
});
