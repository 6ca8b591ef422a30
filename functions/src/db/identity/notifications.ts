import { ulid } from 'ulid';
import { getItem, putItem, queryItems, updateItem } from '../items';
import { notificationEntity, type Notification } from './entities/notification';

export type { Notification };

/** Access pattern "notifications of a user": Query pk = ORG#<orgId>, begins_with(sk, NOTIFICATION#<userId>#), newest first. */
export async function listNotificationsOfUser(
  organizationId: string,
  userId: string,
  limit = 50,
): Promise<Notification[]> {
  const { items } = await queryItems(notificationEntity, {
    partition: `ORG#${organizationId}`,
    prefix: `NOTIFICATION#${userId}#`,
    order: 'desc',
    limit,
  });
  return items;
}

/** Access pattern "notification by id": GetItem ORG#<orgId> / NOTIFICATION#<userId>#<notificationId>. */
export function getNotification(
  organizationId: string,
  userId: string,
  notificationId: string,
): Promise<Notification | null> {
  return getItem(notificationEntity, { organizationId, userId, notificationId });
}

/**
 * Marks a notification read: the notification as it is now, or null when the user has no such notification
 * in that organisation. Reading first makes opening an already-read notification cost no write; setting
 * `read` is idempotent, so two opens at once are harmless.
 */
export async function setNotificationRead(
  organizationId: string,
  userId: string,
  notificationId: string,
): Promise<Notification | null> {
  const found = await getNotification(organizationId, userId, notificationId);
  if (!found || found.read) return found;
  const updated = await updateItem(
    notificationEntity,
    { organizationId, userId, notificationId },
    { set: { read: true } },
  );
  return updated ? { ...found, read: true } : null;
}

export interface NotificationInput {
  organizationId: string;
  userId: string;
  messageKey: string;
  params?: Record<string, string | number>;
  /** The web path of what the notification is about: every notification links to its object. */
  link: string;
  /** Fixed id for idempotent writers (seed); a time-ordered ULID otherwise. */
  notificationId?: string;
}

export async function putNotification(input: NotificationInput, now = new Date()): Promise<string> {
  const notificationId = input.notificationId ?? ulid(now.getTime());
  await putItem(notificationEntity, {
    organizationId: input.organizationId,
    userId: input.userId,
    notificationId,
    messageKey: input.messageKey,
    params: input.params ?? {},
    link: input.link,
    read: false,
    createdAt: now.toISOString(),
  });
  return notificationId;
}
