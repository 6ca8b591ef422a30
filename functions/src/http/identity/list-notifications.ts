import { isMessageKey, message, type listNotifications } from '@tessera/shared';
import { listNotifications as listNotificationsOfUser } from '../../db/identity/notifications';
import { notFound } from '../../lib/http/domain-errors';
import type { UseCase } from '../../lib/http/types';

/** GET /api/users/{id}/notifications: one's own notifications in the current organisation, newest first. */
export const listNotificationsUseCase: UseCase<typeof listNotifications> = async ({ path, actor, locale }) => {
  if (path.id !== actor.userId) throw notFound(locale, 'identity.user_not_found');
  const items = await listNotificationsOfUser(actor.organisation.organizationId, actor.userId);
  return {
    notifications: items.map((item) => ({
      id: item.notificationId,
      text: isMessageKey(item.messageKey) ? message(item.messageKey, locale, item.params) : item.messageKey,
      link: item.link,
      created_at: item.createdAt,
      read: item.read,
    })),
  };
};
