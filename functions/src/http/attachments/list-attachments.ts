import {
  BYTES_PER_MB,
  USER_STORAGE_QUOTA_BYTES,
  humanFileSize,
  isPermittedType,
  parsePermittedTypes,
  type listAttachments,
} from '@tessera/shared';
import { listOwnerFiles } from '../../db/attachments/attachments';
import type { UseCase } from '../../lib/http/types';
import { requireOwner } from './owner';
import { presentAttachment } from './present';

/**
 * GET /api/users/{id}/attachments (spec 1 §7, the upload dialog's "previous upload" tab): the caller's own
 * uploads, newest first, those within `maximum_size` (MB; 0 or absent: any) and of the permitted `file_type`s
 * (a comma-separated list, or any). Images the server made (crops) are not offered again. The storage total
 * comes from the same Query: actor + 1 round trip.
 */
export const listAttachmentsUseCase: UseCase<typeof listAttachments> = async ({ path, query }, { actor }) => {
  const owner = requireOwner(actor, path.id);
  const files = await listOwnerFiles(owner.organizationId, owner.ownerId);
  const maximumBytes = query.maximum_size ? query.maximum_size * BYTES_PER_MB : Infinity;
  const permitted = parsePermittedTypes(query.file_type);
  const offered = files.attachments.filter(
    (attachment) =>
      attachment.derivedFrom === null &&
      attachment.size <= maximumBytes &&
      isPermittedType(`file.${attachment.type}`, permitted),
  );
  return {
    items: await Promise.all(offered.map(presentAttachment)),
    storage: {
      used_bytes: files.storage.usedBytes,
      quota_bytes: USER_STORAGE_QUOTA_BYTES,
      used: humanFileSize(files.storage.usedBytes),
      quota: humanFileSize(USER_STORAGE_QUOTA_BYTES),
    },
  };
};
