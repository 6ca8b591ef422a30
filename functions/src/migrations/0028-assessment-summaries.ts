import { assessmentComponentsOf } from '@tessera/shared';
import { readSectionContents } from '../db/courses/activities';
import { getPortfolio } from '../ports/portfolios';
import { refreshAssessmentSummary } from '../ports/reports';
import { eachCourseSection } from './each-course-section';
import type { Migration, MigrationContext } from './types';

/**
 * ADR 0028 §3, §5: the section's assessment summaries (db/reports) for the data written before they existed.
 * For every section of a course, every member's activity portfolio (its progress row names it) gets the summary
 * of its latest done assessment written from what is stored (ports/reports.ts refreshAssessmentSummary: the
 * writers' own rule), or none when no assessment counts.
 *
 * Sections are found by a Scan of the table for `courseSection` items (a one-off pass, whatever the number of
 * organisations; each page is the table's 1 MB), in pages whose last key is the checkpoint (scope `*`), so a run
 * stopped halfway continues after the last page it finished. Idempotent: a summary is a put of what the stored
 * portfolio and assessment say (or a delete), so a page done twice writes the same items; `done` is saved at the
 * end, and a run after it changes nothing.
 */
/** Portfolios summarised at once within a section. */
const WIDTH = 8;
/** A summary whose counted assessment changed while it was read is written again this often. */
const ATTEMPTS = 3;

async function inPool<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

/** One section's summaries; answers how many were written. */
export async function summariseSection(organizationId: string, groupId: string): Promise<number> {
  const { progress } = await readSectionContents(organizationId, groupId);
  const portfolioIds = [...new Set(progress.flatMap((row) => (row.portfolioId ? [row.portfolioId] : [])))];
  let written = 0;
  await inPool(portfolioIds, WIDTH, async (portfolioId) => {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      const portfolio = await getPortfolio(organizationId, portfolioId, { consistent: true });
      if (!portfolio) return;
      const outcome = await refreshAssessmentSummary(portfolio, assessmentComponentsOf(portfolio.pages));
      if (outcome === 'written') written += 1;
      if (outcome !== 'conflict') return;
    }
    throw new Error(`0028-assessment-summaries: portfolio ${portfolioId} kept changing; run the step again`);
  });
  return written;
}

/** The step, with the Scan's page size (items evaluated per page; tests make it small to stop halfway). */
export function assessmentSummariesStep(options: { pageSize?: number } = {}): Migration {
  return {
    id: '0028-assessment-summaries',
    summary: 'Assessment summaries from each activity portfolio’s latest done assessment (ADR 0028 §3)',
    async run(context: MigrationContext) {
      let summaries = 0;
      const sections = await eachCourseSection(context, options, async (organizationId, groupId) => {
        summaries += await summariseSection(organizationId, groupId);
      });
      context.log(`${sections} sections, ${summaries} summaries written`);
    },
  };
}

export const assessmentSummariesMigration: Migration = assessmentSummariesStep();
