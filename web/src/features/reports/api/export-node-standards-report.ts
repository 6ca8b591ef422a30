import { exportNodeStandardsReport as exportNodeStandardsReportContract } from '@tessera/shared';
import { api } from '../../../lib/api-client';

/** GET /api/nodes/{id}/reports/standards/csv: the node's standards report as a CSV file. */
export const exportNodeStandardsReport = (nodeId: string) =>
  api(exportNodeStandardsReportContract, { path: { id: nodeId } });
