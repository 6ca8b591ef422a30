/**
 * `npm run migrate`: applies the data migrations the table has not recorded (functions/src/migrations,
 * ADR 0028 §5). Against a deployed stack, set its environment first (TABLE_NAME, AWS_REGION, UPLOADS_BUCKET:
 * the stack's outputs) with AWS credentials allowed to write the table. With no TABLE_NAME it targets the
 * running local cloud through .local/endpoints.json (`npm start` also applies them itself at every start).
 */
import { targetLocalCloudUnlessSet } from './command-target';
import { oneLineReason } from './errors';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const target = await targetLocalCloudUnlessSet();
  say(
    target.endpoint
      ? `Migrating the local cloud's table ${target.tableName} (${target.endpoint}).`
      : `Migrating table ${target.tableName}.`,
  );
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
