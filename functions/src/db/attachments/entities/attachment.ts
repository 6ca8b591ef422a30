import { defineEntity } from '../../entity';

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
export interface Attachment {
  organizationId: string;
  ownerId: string;
  attachmentId: string;
  key: string;
  fileName: string;
  size: number;
  type: string;
  contentType: string;
  purpose: string;
  target: string | null;
  templateId: string | null;
  componentId: string | null;
  derivedFrom: string | null;
  alternativeText: string;
  isUserAltText: boolean;
  useCount: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

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
});
