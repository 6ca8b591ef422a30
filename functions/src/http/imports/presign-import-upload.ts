import {
  IMPORT_MAX_FILE_BYTES,
  cleanFileName,
  fileExtension,
  humanFileSize,
  importFileType,
  type presignImportUpload,
} from '@tessera/shared';
import { ulid } from 'ulid';
import { presignPost } from '../../adapters/object-storage';
import { insertImportUpload } from '../../db/imports/import-changes';
import type { UseCase } from '../../lib/http/types';
import { fileRefusal } from './refusals';
import { importUploadKey } from './upload-key';

/** The POST policy works this long (as an attachment's): the upload must start within it. */
export const IMPORT_POLICY_SECONDS = 10 * 60;
/** An upload not started as an import this long after signing no longer starts one. */
export const IMPORT_UPLOAD_WINDOW_SECONDS = 2 * 60 * 60;

/**
 * POST /api/imports/presigned-url: a .csv file (a .zip for a OneRoster bundle; "Invalid file type" otherwise) of 1 byte to 50 MB, signed for
 * one exact key under the caller and the kind (the attachments' POST policy: length range, Content-Type and the
 * pending tag, so the bucket removes it after a day if it is never imported), and recorded so that only its
 * signer can start it, for that kind, within two hours.
 */
export const presignImportUploadUseCase: UseCase<typeof presignImportUpload> = async ({ body }, { actor }) => {
  const fileName = cleanFileName(body.file_name.trim());
  const fileType = importFileType(body.kind);
  if (fileExtension(fileName) !== fileType.extension)
    throw fileRefusal('invalid file type', 'imports.upload.invalid_type');
  if (body.file_size === 0) throw fileRefusal('invalid file size', 'imports.upload.empty');
  if (body.file_size > IMPORT_MAX_FILE_BYTES) {
    throw fileRefusal('invalid file size', 'imports.upload.too_large', { max: humanFileSize(IMPORT_MAX_FILE_BYTES) });
  }
  const organizationId = actor.organisation.organizationId;
  const uploadId = ulid();
  const key = importUploadKey(organizationId, actor.userId, body.kind, uploadId);
  const signed = await presignPost({
    key,
    contentType: fileType.contentType,
    maxBytes: body.file_size,
    expiresSeconds: IMPORT_POLICY_SECONDS,
  });
  const now = Date.now();
  await insertImportUpload({
    organizationId,
    uploadId,
    ownerId: actor.userId,
    kind: body.kind,
    key,
    fileName,
    declaredSize: body.file_size,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + IMPORT_UPLOAD_WINDOW_SECONDS * 1000).toISOString(),
  });
  return { url: signed.url, fields: signed.fields, key };
};
