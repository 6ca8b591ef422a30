import { notFound, type markNotificationRead } from '@tessera/shared';
import { setNotificationRead } from '../../db/identity/notifications';
import type { UseCase } from '../../lib/http/types';
import { presentNotification } from './present';

/**
 * PUT /api/users/{id}/notifications/{notificationId}/read: the web calls it when a notification is opened,
 * then follows its link. Idempotent. Someone else's notification, or one of another organisation (the key
 * holds the current organisation and the caller), is a 404.
 */
export const markNotificationReadUseCase: UseCase<typeof markNotificationRead> = async ({ path }, { actor }) => {
  if (path.id !== actor.userId) throw notFound('identity.user_not_found');
  const item = await setNotificationRead(actor.organisation.organizationId, actor.userId, path.notificationId);
  if (!item) throw notFound();
  return presentNotification(item, actor);
};
