import * as z from 'zod/mini';
import { IMPORT_KINDS } from '@tessera/shared';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

/**
 * An import file signed for upload and not yet started (docs/adr/0029-import-jobs.md): who may start it (the
 * organisation, the owner and the kind its key was signed for), its cleaned name and declared size. Starting
 * the import deletes it in the same transaction that creates the log, so one upload starts one import. One
 * never started goes by DynamoDB's TTL a day after `expiresAt`, its object by the bucket's rule for objects
 * still tagged pending.
 */
export const importUploadRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    uploadId: z.string(),
    ownerId: z.string(),
    kind: z.enum(IMPORT_KINDS),
    key: z.string(),
    fileName: z.string(),
    declaredSize: z.number(),
    createdAt: z.string(),
    /** ISO time after which the upload no longer starts an import. */
    expiresAt: z.string(),
  }),
);
export type ImportUpload = RecordOf<typeof importUploadRecord>;

export const importUploadEntity = defineEntity<ImportUpload>()({
  name: 'importUpload',
  keyFields: ['organizationId', 'uploadId'],
  key: ({ organizationId, uploadId }) => ({ pk: `ORG#${organizationId}#IMPORT#${uploadId}`, sk: 'UPLOAD' }),
  ttl: (upload) => Math.floor(Date.parse(upload.expiresAt) / 1000) + 24 * 60 * 60,
  record: importUploadRecord,
});
