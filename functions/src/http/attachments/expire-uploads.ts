import { deleteObject } from '../../adapters/object-storage';
import { discardPendingUpload, listExpiredPendingUploads } from '../../db/attachments/upload-changes';

/** Uploads read per sweep (one page); the next sweep takes the rest. */
export const SWEEP_BATCH = 100;

/**
 * The admission timeout (ADR 0019): an upload not admitted by its expiry is removed, object and record. In AWS
 * the uploads bucket's lifecycle rule (objects still tagged `state=pending`) and DynamoDB's TTL do this; s3rver
 * has no lifecycle, so the local cloud runs this sweep on a timer, and tests call it with a `now` of their
 * choosing instead of waiting. Admission refuses an expired upload itself, so a sweep that comes late never
 * lets one in. Returns the keys removed.
 */
export async function expireUploads(now: Date, options: { ownerId?: string } = {}): Promise<string[]> {
  const expired = await listExpiredPendingUploads(now, SWEEP_BATCH, options.ownerId);
  // The record goes first (conditioned on its still being there: an admission at the same moment wins or
  // loses as a whole), then the object; nothing can admit the upload once its record is gone.
  await Promise.all(
    expired.map(async (upload) => {
      if (await discardPendingUpload(upload)) await deleteObject(upload.key);
    }),
  );
  return expired.map((upload) => upload.key);
}
