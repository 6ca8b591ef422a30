import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPortfolio, type ActivityView } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys } from './keys';

/**
 * POST /api/users/{id}/portfolios with the activity (spec 3 §4: the first save is a create): the member's
 * portfolio for one of their activities, its progress moved to in progress by the server. The caller's
 * activity lists are read again so they show the portfolio and the new status.
 */
export function useStartActivityPortfolio(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (activity: Pick<ActivityView, 'id' | 'group_id'>) =>
      api(createPortfolio, { path: { id: userId }, body: { group_id: activity.group_id, activity_id: activity.id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: coursesKeys.all }),
  });
}
