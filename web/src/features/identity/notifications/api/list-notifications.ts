import { queryOptions, useQuery } from '@tanstack/react-query';
import { listNotifications } from '@tessera/shared';
import { api } from '../../../../lib/api-client';
import { notificationKeys } from './keys';

/** GET /api/users/{id}/notifications (spec 1 §7), newest first. */
export const notificationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.ofUser(userId),
    queryFn: ({ signal }) => api(listNotifications, { path: { id: userId }, signal }),
    staleTime: 60_000,
  });

export function useNotifications(userId: string) {
  return useQuery(notificationsQueryOptions(userId));
}
