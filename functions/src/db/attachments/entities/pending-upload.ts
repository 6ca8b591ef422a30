import * as z from 'zod/mini';
import type { UploadRule } from '@tessera/shared';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';
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
export const pendingUploadRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    ownerId: z.string(),
    uploadId: z.string(),
    key: z.string(),
    fileName: z.string(),
    declaredSize: z.number(),
    declaredType: z.string(),
    purpose: z.string(),
    /** Shared's UploadRule, as computed when signing (its sentences checked where they are shown). */
    rule: z.custom<UploadRule>(
      (value) =>
        typeof value === 'object' &&
        value !== null &&
        typeof (value as { maximumMb?: unknown }).maximumMb === 'number' &&
        'permittedTypes' in value,
      { message: 'not an upload rule' },
    ),
    target: z.nullable(z.string()),
    templateId: z.nullable(z.string()),
    componentId: z.nullable(z.string()),
    createdAt: z.string(),
    /** ISO time after which the upload is no longer admitted. */
    expiresAt: z.string(),
  }),
);
export type PendingUpload = RecordOf<typeof pendingUploadRecord>;

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
  record: pendingUploadRecord,
});
