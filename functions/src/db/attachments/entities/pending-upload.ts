import type { UploadRule } from '@tessera/shared';
import { defineEntity } from '../../entity';
import { ownerPartition } from './attachment';

/** The byListing partition of every pending upload, by expiry: what the local admission timeout sweeps. */
export const PENDING_UPLOADS_LISTING = 'PENDING_UPLOADS';
export const UPLOAD_PREFIX = 'UPLOAD#';

/**
 * A signed upload waiting for admission: the exact key signed, the cleaned name, what the browser declared,
 * and the rule the file must pass (as computed when signing: a component's configuration may change after).
 * It goes when the upload is admitted or refused; one never admitted is removed after `expiresAt` (locally by
 * the admission timeout, in AWS by the bucket's lifecycle rule and DynamoDB's TTL a day later).
 */
export interface PendingUpload {
  organizationId: string;
  ownerId: string;
  uploadId: string;
  key: string;
  fileName: string;
  declaredSize: number;
  declaredType: string;
  purpose: string;
  rule: UploadRule;
  target: string | null;
  templateId: string | null;
  componentId: string | null;
  createdAt: string;
  /** ISO time after which the upload is no longer admitted. */
  expiresAt: string;
}

export const pendingUploadEntity = defineEntity<PendingUpload>()({
  name: 'pendingUpload',
  keyFields: ['organizationId', 'ownerId', 'uploadId'],
  key: ({ organizationId, ownerId, uploadId }) => ({
    pk: ownerPartition(organizationId, ownerId),
    sk: `${UPLOAD_PREFIX}${uploadId}`,
  }),
  indexes: (upload) => ({
    gsi2pk: PENDING_UPLOADS_LISTING,
    gsi2sk: `EXPIRES#${upload.expiresAt}#${upload.organizationId}#${upload.ownerId}#${upload.uploadId}`,
  }),
  ttl: (upload) => Math.floor(Date.parse(upload.expiresAt) / 1000) + 24 * 60 * 60,
  defaults: { target: null, templateId: null, componentId: null },
});
