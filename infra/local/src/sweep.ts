/**
 * `npm run sweep`: the sweep of large answers' objects (ADR 0028 §1, §7) run once, now, page after page, with the
 * consumer's own work (functions/src/jobs/maintenance). In AWS the jobs stack's schedule starts it daily; the
 * local cloud has no scheduler, so this command is its trigger. Against a deployed stack, set its environment
 * first (TABLE_NAME, AWS_REGION, UPLOADS_BUCKET) with AWS credentials allowed to list and delete the bucket's
 * objects; with no TABLE_NAME it targets the running local cloud through .local/endpoints.json.
 */
import { targetLocalCloudUnlessSet } from './command-target';
import { oneLineReason } from './errors';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  await targetLocalCloudUnlessSet();
  const { sweepFieldObjectsPage } = await import('@tessera/functions/jobs/maintenance/sweep-field-objects');
  let continuation: string | null = null;
  let portfolios = 0;
  let deleted = 0;
  do {
    const page = await sweepFieldObjectsPage(continuation);
    portfolios += page.portfolios;
    deleted += page.deleted;
    continuation = page.next;
  } while (continuation);
  say(
    `Swept ${portfolios} portfolios' large-answer objects: ${deleted} deleted (no item named them, past the hour's grace).`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`npm run sweep: ${oneLineReason(error)}\n`);
  process.exit(1);
});
