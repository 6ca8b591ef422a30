import { defineEntity } from '../../entity';

/**
 * A notification for one user in one organisation. The text is a catalogue key plus parameters, put into the
 * reader's language when read; `notificationId` is a ULID so the sort key orders by time. `link` is the web
 * path of the object it is about; items written before every notification had one read back null.
 */
export interface Notification {
  organizationId: string;
  userId: string;
  notificationId: string;
  messageKey: string;
  params: Record<string, string | number>;
  link: string | null;
  read: boolean;
  createdAt: string;
}

export const notificationEntity = defineEntity<Notification>()({
  name: 'notification',
  keyFields: ['organizationId', 'userId', 'notificationId'],
  key: ({ organizationId, userId, notificationId }) => ({
    pk: `ORG#${organizationId}`,
    sk: `NOTIFICATION#${userId}#${notificationId}`,
  }),
  defaults: { params: {}, link: null, read: false },
});
