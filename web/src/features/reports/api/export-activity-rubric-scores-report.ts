import { exportActivityRubricScoresReport as exportActivityRubricScoresReportContract } from '@tessera/shared';
import { api } from '../../../lib/api-client';

/** GET /api/groups/{id}/activities/{activityId}/reports/rubric-scores/csv: one activity's rubric scores as a CSV file. */
export const exportActivityRubricScoresReport = (groupId: string, activityId: string) =>
  api(exportActivityRubricScoresReportContract, { path: { id: groupId, activityId } });
