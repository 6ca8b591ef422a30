import { notFound, type listNotifications } from '@tessera/shared';
import { listNotificationsOfUser } from '../../db/identity/notifications';
import type { UseCase } from '../../lib/http/types';
import { presentNotification } from './present';

/**
 * GET /api/users/{id}/notifications: one's own notifications in the current organisation, newest first. The
 * web's badge is the number of them not read.
 */
export const listNotificationsUseCase: UseCase<typeof listNotifications> = async ({ path }, { actor }) => {
  if (path.id !== actor.userId) throw notFound('identity.user_not_found');
  const items = await listNotificationsOfUser(actor.organisation.organizationId, actor.userId);
  return { notifications: items.map((item) => presentNotification(item, actor)) };
};
