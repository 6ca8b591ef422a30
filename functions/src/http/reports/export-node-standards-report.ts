import { standardsReportCsv, type exportNodeStandardsReport } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { inReadersLanguage } from '../../lib/text';
import { nodeStandardsReport } from './get-node-standards-report';

/**
 * GET /api/nodes/{id}/reports/standards/csv (issue 13): the node's standards report as a CSV file (shared's
 * standardsReportCsv, cells escaped against formula injection), named after the node, written in the reader's
 * language at the edge (issue 21). Same readers and reads.
 */
export const exportNodeStandardsReportUseCase: UseCase<typeof exportNodeStandardsReport> = async (
  { path },
  { actor },
) => {
  const report = await nodeStandardsReport(actor, path.id);
  return {
    filename: `standards-${report.node.title}.csv`,
    content: inReadersLanguage((say, locale) => standardsReportCsv(report, { locale, say })),
  };
};
