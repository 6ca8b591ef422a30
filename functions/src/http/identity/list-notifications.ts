import { notFound, type listNotifications, type MessageKey } from '@tessera/shared';
import { listNotifications as listNotificationsOfUser } from '../../db/identity/notifications';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';

/** GET /api/users/{id}/notifications: one's own notifications in the current organisation, newest first. */
export const listNotificationsUseCase: UseCase<typeof listNotifications> = async ({ path }, { actor }) => {
  if (path.id !== actor.userId) throw notFound('identity.user_not_found');
  const items = await listNotificationsOfUser(actor.organisation.organizationId, actor.userId);
  return {
    notifications: items.map((item) => ({
      id: item.notificationId,
      text: text(item.messageKey as MessageKey, item.params),
      link: item.link,
      created_at: item.createdAt,
      read: item.read,
    })),
  };
};
