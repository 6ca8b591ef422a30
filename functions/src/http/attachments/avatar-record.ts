import { deleteObject } from '../../adapters/object-storage';
import { readAttachment, type Attachment } from '../../db/attachments/attachments';
import { getProfileImage, putProfileImage, removeAttachment } from '../../db/attachments/upload-changes';
import { setAccountAvatar } from '../../ports/identity';

type Owner = { organizationId: string; ownerId: string };

/**
 * Makes `cropped.image` the owner's avatar: the record of which image and original it is, the account's
 * avatar reference (identity presents it as a short-lived link), and the previous crop removed with its file.
 */
export async function makeAvatar(owner: Owner, cropped: { image: Attachment; original: Attachment }): Promise<void> {
  const previous = await getProfileImage(owner.organizationId, owner.ownerId, 'avatar');
  await putProfileImage({
    ...owner,
    kind: 'avatar',
    imageId: cropped.image.attachmentId,
    originalId: cropped.original.attachmentId,
    version: (previous?.version ?? 0) + 1,
    updatedAt: new Date().toISOString(),
  });
  await setAccountAvatar(owner.ownerId, cropped.image.key);
  if (previous && previous.imageId !== cropped.image.attachmentId) {
    const old = await readAttachment(owner.organizationId, owner.ownerId, previous.imageId);
    if (old && (await removeAttachment(old)) === 'deleted') await deleteObject(old.key);
  }
}
