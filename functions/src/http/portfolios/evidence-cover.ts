import { invalidField } from '@tessera/shared';
import type { Portfolio } from '../../db/portfolios/portfolios';
import { readAttachment, recordAttachmentUse, releaseAttachmentUse } from '../../ports/attachments';
import type { Actor } from '../../lib/http/types';

type Cover = Pick<Portfolio, 'coverUrl' | 'coverAttachmentId' | 'coverAlternativeText' | 'isUserAltText'>;

/**
 * The evidence editor's cover (spec 1 §2): the cropped image attachments' uploadCover made for the caller,
 * named by its id (undefined: unchanged; null: removed), and its alternative text (the owner's, else the
 * image's own). Only its reference is stored; a cover of someone else, another kind of file or one deleted
 * since is refused on the field.
 */
export async function evidenceCover(
  actor: Actor,
  portfolio: Portfolio,
  imageId: string | null | undefined,
  alternativeText: string | undefined,
): Promise<Cover> {
  const typed = alternativeText?.trim();
  if (imageId === null)
    return { coverUrl: '', coverAttachmentId: null, coverAlternativeText: '', isUserAltText: false };
  if (imageId === undefined || imageId === portfolio.coverAttachmentId) {
    if (portfolio.coverAttachmentId === null || typed === undefined) return pick(portfolio);
    return { ...pick(portfolio), coverAlternativeText: typed, isUserAltText: typed !== '' };
  }
  const image = await readAttachment(actor.organisation.organizationId, actor.userId, imageId);
  // The cropped image (derived from the upload), never the original or a file of another purpose.
  if (!image || image.purpose !== 'cover' || image.derivedFrom === null) {
    throw invalidField('cover_image_id', 'portfolios.evidence.cover_unknown');
  }
  const own = typed !== undefined && typed !== '';
  return {
    coverUrl: image.key,
    coverAttachmentId: image.attachmentId,
    coverAlternativeText: own ? typed : image.alternativeText,
    isUserAltText: own || image.isUserAltText,
  };
}

const pick = (portfolio: Portfolio): Cover => ({
  coverUrl: portfolio.coverUrl,
  coverAttachmentId: portfolio.coverAttachmentId,
  coverAlternativeText: portfolio.coverAlternativeText,
  isUserAltText: portfolio.isUserAltText,
});

/**
 * A cover in use cannot be deleted from the owner's files (spec 1 §6 can_delete): the new one is counted as
 * used before the save (false when it was deleted meanwhile: the save is refused), the old one released after.
 */
export async function holdCover(actor: Actor, imageId: string | null): Promise<void> {
  if (imageId === null) return;
  const held = await recordAttachmentUse(coverKey(actor, imageId));
  if (!held) throw invalidField('cover_image_id', 'portfolios.evidence.cover_unknown');
}

export async function releaseCover(actor: Actor, imageId: string | null): Promise<void> {
  if (imageId !== null) await releaseAttachmentUse(coverKey(actor, imageId));
}

const coverKey = (actor: Actor, attachmentId: string) => ({
  organizationId: actor.organisation.organizationId,
  ownerId: actor.userId,
  attachmentId,
});
