import { UPLOAD_FAILURE_MESSAGES, type Attachment, type MessageKey, type UploadPurpose } from '@tessera/shared';
import { isApiError } from '../../../lib/api-error';
import { admitFileUpload } from '../api/admit-upload';
import { presignFileUpload } from '../api/presign-upload';
import { postToStorage, StorageUploadError, type UploadProgress } from '../../../lib/post-to-storage';

/**
 * A stage of the upload failed without a sentence of the server's own (spec 1 §8): the presign could not be
 * had ("Generate pre-sign url error, …"), or the storage refused the file ("upload file to S3 error, …").
 */
export class UploadStageError extends Error {
  constructor(readonly messageKey: MessageKey) {
    super(messageKey);
    this.name = 'UploadStageError';
  }
}

export type UploadPhase = 'signing' | 'sending' | 'checking';

export interface UploadRequest {
  ownerId: string;
  file: File;
  purpose?: UploadPurpose;
  templateId?: string;
  componentId?: string;
  alternativeText?: string;
  onPhase?: (phase: UploadPhase) => void;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** The server answered, but not with a refusal of its own: a network failure or a fault on its side. */
const withoutSentence = (error: unknown) => !isApiError(error) || error.status === 0 || error.status >= 500;

/**
 * presign → POST to S3 → admit (docs/adr/0019). The server's refusals (the spec's type and size sentences,
 * the quota) come through as its ApiError, worded in the request's language; the two stages without a server
 * sentence become UploadStageError.
 */
export async function uploadFile(request: UploadRequest): Promise<Attachment> {
  const key = await sendFile(request);
  request.onPhase?.('checking');
  return admitFileUpload(request.ownerId, key, request.alternativeText);
}

/**
 * presign → POST to S3, answering the key the file was sent under: the caller admits it (uploadFile), or an
 * image purpose's own step admits and crops it in one (the avatar's POST /api/users/{id}/avatar).
 */
export async function sendFile(request: UploadRequest): Promise<string> {
  const { ownerId, file, onPhase, onProgress, signal } = request;
  onPhase?.('signing');
  let form;
  try {
    form = await presignFileUpload({
      ownerId,
      file: { name: file.name, size: file.size, type: file.type },
      purpose: request.purpose,
      templateId: request.templateId,
      componentId: request.componentId,
    });
  } catch (error) {
    if (withoutSentence(error)) throw new UploadStageError(UPLOAD_FAILURE_MESSAGES.presign);
    throw error;
  }
  signal?.throwIfAborted();
  onPhase?.('sending');
  try {
    await postToStorage(form, file, (progress) => onProgress?.(progress), signal);
  } catch (error) {
    if (error instanceof StorageUploadError) throw new UploadStageError(UPLOAD_FAILURE_MESSAGES.storage);
    throw error;
  }
  return form.key;
}
