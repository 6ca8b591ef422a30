import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  markNotificationRead as markNotificationReadContract,
  type listNotifications,
  type ResponseBody,
} from '@tessera/shared';
import { api } from '../../../../lib/api-client';
import { notificationKeys } from './keys';

type NotificationList = ResponseBody<typeof listNotifications>;

/** PUT /api/users/{id}/notifications/{notificationId}/read: one's own notification, opened (idempotent). */
export const markNotificationRead = (userId: string, notificationId: string) =>
  api(markNotificationReadContract, { path: { id: userId, notificationId } });

/** Marks a notification read and puts the answer in the cached list, so the badge drops at once. */
export function useMarkNotificationRead(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) => markNotificationRead(userId, notificationId),
    onSuccess: (updated) =>
      client.setQueryData<NotificationList>(notificationKeys.ofUser(userId), (list) =>
        list
          ? { ...list, notifications: list.notifications.map((item) => (item.id === updated.id ? updated : item)) }
          : list,
      ),
  });
}
