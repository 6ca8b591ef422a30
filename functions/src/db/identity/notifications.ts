import { ulid } from 'ulid';
import { putItem, queryItems } from '../items';
import { notificationEntity, type Notification } from './entities/notification';

export type { Notification };

/** Access pattern "notifications of a user": Query pk = ORG#<orgId>, begins_with(sk, NOTIFICATION#<userId>#), newest first. */
export async function listNotifications(organizationId: string, userId: string, limit = 50): Promise<Notification[]> {
  const { items } = await queryItems(notificationEntity, {
    partition: `ORG#${organizationId}`,
    prefix: `NOTIFICATION#${userId}#`,
    order: 'desc',
    limit,
  });
  return items;
}

export interface NotificationInput {
  organizationId: string;
  userId: string;
  messageKey: string;
  params?: Record<string, string | number>;
  link?: string;
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
    link: input.link ?? null,
    read: false,
    createdAt: now.toISOString(),
  });
  return notificationId;
}
