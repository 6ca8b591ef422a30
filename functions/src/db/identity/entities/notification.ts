import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

/**
 * A notification for one user in one organisation. The text is a catalogue key plus parameters, put into the
 * reader's language when read; `notificationId` is a ULID so the sort key orders by time. `link` is the web
 * path of the object it is about; items written before every notification had one read back null.
 */
export const notificationRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    userId: z.string(),
    notificationId: z.string(),
    messageKey: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    link: z.nullable(z.string()),
    read: z.boolean(),
    createdAt: z.string(),
  }),
);
export type Notification = RecordOf<typeof notificationRecord>;

export const notificationEntity = defineEntity<Notification>()({
  name: 'notification',
  keyFields: ['organizationId', 'userId', 'notificationId'],
  key: ({ organizationId, userId, notificationId }) => ({
    pk: `ORG#${organizationId}`,
    sk: `NOTIFICATION#${userId}#${notificationId}`,
  }),
  defaults: { params: {}, link: null, read: false },
  record: notificationRecord,
});
