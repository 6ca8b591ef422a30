import { standardsReportCsv, type exportNodeStandardsReport } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { nodeStandardsReport } from './get-node-standards-report';

/**
 * GET /api/nodes/{id}/reports/standards/csv (issue 13): the node's standards report as a CSV file (shared's
 * standardsReportCsv, cells escaped against formula injection), named after the node. Same readers and reads.
 */
export const exportNodeStandardsReportUseCase: UseCase<typeof exportNodeStandardsReport> = async (
  { path },
  { actor },
) => {
  const report = await nodeStandardsReport(actor, path.id);
  return { filename: `standards-${report.node.title}.csv`, content: standardsReportCsv(report) };
};
