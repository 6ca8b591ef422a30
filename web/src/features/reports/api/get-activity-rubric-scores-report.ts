import { useQuery } from '@tanstack/react-query';
import { getActivityRubricScoresReport } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { reportsKeys } from './keys';

/** GET /api/groups/{id}/activities/{activityId}/reports/rubric-scores: criterion averages and level counts. */
export function useRubricScores(groupId: string, activityId: string | null) {
  return useQuery({
    queryKey: reportsKeys.rubricScores(groupId, activityId ?? ''),
    queryFn: ({ signal }) =>
      api(getActivityRubricScoresReport, { path: { id: groupId, activityId: activityId ?? '' }, signal }),
    enabled: activityId !== null,
  });
}
