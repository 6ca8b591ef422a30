import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

/** The partition of everything one user stores: attachments, pending uploads and the storage total. */
export const ownerPartition = (organizationId: string, ownerId: string): string =>
  `ORG#${organizationId}#USER#${ownerId}`;

/**
 * An admitted file (spec 1 §3 "Attachment"). `key` is the generated object key (never the user's name);
 * `fileName` the user's name cleaned (spec 1 §5), shown and used for the download's Content-Disposition;
 * `type` the extension its bytes were detected as. `useCount` counts what uses the file (portfolio
 * components, through ports/attachments.ts): it can be deleted only at 0 (can_delete). `derivedFrom` is set on
 * images the server made (a cropped avatar, cover or logo): they are not offered as previous uploads.
 * attachmentId is a ULID, so a user's attachments read newest first in key order.
 */
export const attachmentRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    ownerId: z.string(),
    attachmentId: z.string(),
    key: z.string(),
    fileName: z.string(),
    size: z.number(),
    type: z.string(),
    contentType: z.string(),
    purpose: z.string(),
    target: z.nullable(z.string()),
    templateId: z.nullable(z.string()),
    componentId: z.nullable(z.string()),
    derivedFrom: z.nullable(z.string()),
    alternativeText: z.string(),
    isUserAltText: z.boolean(),
    useCount: z.number(),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type Attachment = RecordOf<typeof attachmentRecord>;

export const ATTACHMENT_PREFIX = 'ATTACHMENT#';

export const attachmentEntity = defineEntity<Attachment>()({
  name: 'attachment',
  keyFields: ['organizationId', 'ownerId', 'attachmentId'],
  key: ({ organizationId, ownerId, attachmentId }) => ({
    pk: ownerPartition(organizationId, ownerId),
    sk: `${ATTACHMENT_PREFIX}${attachmentId}`,
  }),
  defaults: {
    target: null,
    templateId: null,
    componentId: null,
    derivedFrom: null,
    alternativeText: '',
    isUserAltText: false,
    useCount: 0,
    version: 1,
  },
  record: attachmentRecord,
});
