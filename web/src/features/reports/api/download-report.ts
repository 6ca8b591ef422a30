import { useMutation } from '@tanstack/react-query';
import {
  exportActivityRubricScoresReport,
  exportNodeStandardsReport,
  exportSectionStandardsReport,
} from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { downloadText } from '../../../lib/download';

export type ReportFile =
  | { report: 'section'; groupId: string }
  | { report: 'node'; nodeId: string }
  | { report: 'rubric-scores'; groupId: string; activityId: string };

/** The CSV of a report (…/csv), handed to the browser with the byte-order mark spreadsheets need. */
export function useDownloadReport() {
  return useMutation({
    mutationFn: async (file: ReportFile) => {
      const answer =
        file.report === 'section'
          ? await api(exportSectionStandardsReport, { path: { id: file.groupId } })
          : file.report === 'node'
            ? await api(exportNodeStandardsReport, { path: { id: file.nodeId } })
            : await api(exportActivityRubricScoresReport, {
                path: { id: file.groupId, activityId: file.activityId },
              });
      downloadText(answer.filename, 'text/csv', answer.content, { bom: true });
      return answer;
    },
  });
}
