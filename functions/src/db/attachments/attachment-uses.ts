import { where } from '../expressions';
import { updateItem } from '../items';
import { attachmentEntity } from './entities/attachment';

type AttachmentKey = { organizationId: string; ownerId: string; attachmentId: string };

/**
 * Something (a portfolio component) now uses the attachment: it can no longer be deleted (can_delete false).
 * False when the attachment is gone, so the caller cannot link a deleted file.
 */
export function recordAttachmentUse(key: AttachmentKey): Promise<boolean> {
  return updateItem(attachmentEntity, key, { add: { useCount: 1 } });
}

/** A use ends; never below 0. False when there was none to release. */
export function releaseAttachmentUse(key: AttachmentKey): Promise<boolean> {
  return updateItem(attachmentEntity, key, { add: { useCount: -1 } }, { if: where.ge('useCount', 1) });
}
