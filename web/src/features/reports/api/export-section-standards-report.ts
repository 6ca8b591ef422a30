import { exportSectionStandardsReport as exportSectionStandardsReportContract } from '@tessera/shared';
import { api } from '../../../lib/api-client';

/** GET /api/groups/{id}/reports/standards/csv: the section's standards report as a CSV file. */
export const exportSectionStandardsReport = (groupId: string) =>
  api(exportSectionStandardsReportContract, { path: { id: groupId } });
