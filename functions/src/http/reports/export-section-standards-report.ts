import { standardsReportCsv, type exportSectionStandardsReport } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { inReadersLanguage } from '../../lib/text';
import { sectionStandardsReport } from './get-section-standards-report';

/**
 * GET /api/groups/{id}/reports/standards/csv (issue 13): the section's standards report as a CSV file
 * (shared's standardsReportCsv: a row per student, a column per standard, then the totals; every cell escaped
 * against formula injection), named after the section. Written in the reader's language at the edge:
 * headings and status words, and in Spanish semicolons between fields and decimal commas (issue 21). Same
 * readers and reads as the report.
 */
export const exportSectionStandardsReportUseCase: UseCase<typeof exportSectionStandardsReport> = async (
  { path },
  { actor },
) => {
  const report = await sectionStandardsReport(actor, path.id);
  return {
    filename: `standards-${report.group.title}.csv`,
    content: inReadersLanguage((say, locale) => standardsReportCsv(report, { locale, say })),
  };
};
