import { ulid } from 'ulid';
import { identityService } from './identity-service';
import { toNotification, type NotificationRecord } from './records';

/** Access pattern "notifications of a user": Query pk = ORG#<orgId>, sk begins_with NOTIFICATION#<userId>#, newest first. */
export async function listNotifications(
  organizationId: string,
  userId: string,
  limit = 50,
): Promise<NotificationRecord[]> {
  const { data } = await identityService()
    .entities.notification.query.primary({ organizationId, userId })
    .go({ order: 'desc', limit });
  return data.map(toNotification);
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
  await identityService()
    .entities.notification.put({
      organizationId: input.organizationId,
      userId: input.userId,
      notificationId,
      messageKey: input.messageKey,
      params: input.params ?? {},
      ...(input.link ? { link: input.link } : {}),
      read: false,
      createdAt: now.toISOString(),
    })
    .go();
  return notificationId;
}
