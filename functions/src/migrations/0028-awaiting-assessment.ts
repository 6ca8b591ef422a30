import { readSectionContents } from '../db/courses/activities';
import { activityProgressEntity, awaitingKeys } from '../db/courses/entities/activity-progress';
import { where } from '../db/expressions';
import { updateItem } from '../db/items';
import { getReportedPortfolios } from '../ports/portfolios';
import { eachCourseSection } from './each-course-section';
import type { Migration, MigrationContext } from './types';

/**
 * ADR 0028 §3: the section's list of work awaiting assessment for the data written before the status writers
 * kept it. Every progress row whose status is submitted gets `submittedAt` (the submission of its portfolio's
 * latest revision; the row's own time when it names no readable portfolio) and the sparse byListing key
 * `ORG#<orgId>#GROUP#<groupId>#AWAITING` / `<submittedAt>#<planId>#<userId>` its entity computes. For every
 * section of a course its partition is read once and its submitted rows' portfolios in one BatchGetItem.
 *
 * Sections are found by a Scan for `courseSection` items (each-course-section.ts), a page at a time with its
 * last key as the checkpoint (scope `*`), so a run stopped halfway continues after the last page it finished.
 * Idempotent: a row that already has `submittedAt` keeps it, and the keys are what the row says, so a section
 * done twice holds the same items; each update is conditioned on the row still being submitted, so a row
 * assessed or sent back meanwhile keeps what its writer left (no key). `done` is saved at the end and a later
 * run changes nothing.
 */
/** Rows written at once within a section. */
const WIDTH = 25;

/** One section's submitted rows put on its awaiting list; answers how many were written. */
export async function listSectionAwaiting(organizationId: string, groupId: string): Promise<number> {
  const { progress } = await readSectionContents(organizationId, groupId);
  const submitted = progress.filter((row) => row.status === 'submitted');
  const portfolioIds = [...new Set(submitted.flatMap((row) => (row.portfolioId ? [row.portfolioId] : [])))];
  const portfolios = await getReportedPortfolios(organizationId, portfolioIds);
  const submittedAt = new Map(
    portfolios.flatMap((portfolio) => {
      const latest = portfolio.revisions[portfolio.revisions.length - 1];
      return latest ? [[portfolio.portfolioId, latest.submittedAt] as const] : [];
    }),
  );
  let written = 0;
  for (let start = 0; start < submitted.length; start += WIDTH)
    await Promise.all(
      submitted.slice(start, start + WIDTH).map(async (row) => {
        const at = row.submittedAt ?? (row.portfolioId ? submittedAt.get(row.portfolioId) : undefined) ?? row.updatedAt;
        const keys = awaitingKeys({ ...row, submittedAt: at });
        if (
          await updateItem(
            activityProgressEntity,
            row,
            { set: { submittedAt: at, ...keys } },
            { if: where.eq('status', 'submitted') },
          )
        )
          written += 1;
      }),
    );
  return written;
}

/** The step, with the Scan's page size (items evaluated per page; tests make it small to stop halfway). */
export function awaitingAssessmentStep(options: { pageSize?: number } = {}): Migration {
  return {
    id: '0028-awaiting-assessment',
    summary: 'Each submitted progress row on its section’s list of work awaiting assessment (ADR 0028 §3)',
    async run(context: MigrationContext) {
      let rows = 0;
      const sections = await eachCourseSection(context, options, async (organizationId, groupId) => {
        rows += await listSectionAwaiting(organizationId, groupId);
      });
      context.log(`${sections} sections, ${rows} submitted rows listed`);
    },
  };
}

export const awaitingAssessmentMigration: Migration = awaitingAssessmentStep();
