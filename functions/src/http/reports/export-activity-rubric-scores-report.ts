import { rubricScoresReportCsv, type exportActivityRubricScoresReport } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { inReadersLanguage } from '../../lib/text';
import { activityRubricScoresReport } from './get-activity-rubric-scores-report';

/**
 * GET /api/groups/{id}/activities/{activityId}/reports/rubric-scores/csv (issue 13): the activity's rubric
 * scores as a CSV file (shared's rubricScoresReportCsv, cells escaped against formula injection), named after
 * the activity. Written in the reader's language at the edge: headings, and in Spanish semicolons between
 * fields and decimal commas (issue 21). Same readers and reads as the report.
 */
export const exportActivityRubricScoresReportUseCase: UseCase<typeof exportActivityRubricScoresReport> = async (
  { path },
  { actor },
) => {
  const report = await activityRubricScoresReport(actor, path.id, path.activityId);
  return {
    filename: `rubric-scores-${report.activity.title}.csv`,
    content: inReadersLanguage((say, locale) => rubricScoresReportCsv(report, { locale, say })),
  };
};
