import { useMutation } from '@tanstack/react-query';
import { downloadText } from '../../../lib/download';
import { exportActivityRubricScoresReport } from './export-activity-rubric-scores-report';
import { exportNodeStandardsReport } from './export-node-standards-report';
import { exportSectionStandardsReport } from './export-section-standards-report';

export type ReportFile =
  | { report: 'section'; groupId: string }
  | { report: 'node'; nodeId: string }
  | { report: 'rubric-scores'; groupId: string; activityId: string };

/** The CSV of a report (its export-… operation), handed to the browser with the byte-order mark spreadsheets need. */
export function useDownloadReport() {
  return useMutation({
    mutationFn: async (file: ReportFile) => {
      const answer =
        file.report === 'section'
          ? await exportSectionStandardsReport(file.groupId)
          : file.report === 'node'
            ? await exportNodeStandardsReport(file.nodeId)
            : await exportActivityRubricScoresReport(file.groupId, file.activityId);
      downloadText(answer.filename, 'text/csv', answer.content, { bom: true });
      return answer;
    },
  });
}
