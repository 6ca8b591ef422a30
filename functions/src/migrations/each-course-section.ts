import { scanCourseSections, type ScanKey } from '../db/courses/section-scan';
import type { MigrationContext } from './types';

const SCOPE = '*';
const DONE = 'done';
const encode = (key: ScanKey) => Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
const decode = (checkpoint: string) => JSON.parse(Buffer.from(checkpoint, 'base64url').toString('utf8')) as ScanKey;

/**
 * Visits every section of a course, a Scan page at a time (db/courses/section-scan.ts), and saves the page's
 * last key as the step's checkpoint (scope `*`) once its sections are done: a run stopped halfway continues
 * after the last page it finished, and a run after `done` visits nothing. Answers how many it visited.
 */
export async function eachCourseSection(
  context: MigrationContext,
  options: { pageSize?: number },
  visit: (organizationId: string, groupId: string) => Promise<void>,
): Promise<number> {
  const checkpoint = await context.readCheckpoint(SCOPE);
  if (checkpoint === DONE) return 0;
  let start: ScanKey | undefined = checkpoint ? decode(checkpoint) : undefined;
  let visited = 0;
  do {
    const page = await scanCourseSections(start, options.pageSize);
    for (const { organizationId, groupId } of page.sections) {
      await visit(organizationId, groupId);
      visited += 1;
    }
    start = page.next;
    await context.saveCheckpoint(SCOPE, start ? encode(start) : DONE);
  } while (start);
  return visited;
}
