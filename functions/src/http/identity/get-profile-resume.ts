import { notFound, type getProfileResume } from '@tessera/shared';
import { getMembership } from '../../db/identity/memberships';
import { readProfile } from '../../db/identity/profiles';
import type { UseCase } from '../../lib/http/types';
import { attachmentDownloadUrl, readAttachment } from '../../ports/attachments';
import { profileReader } from './profile-fields';

/**
 * GET /api/users/{id}/profile/resume (spec 2 §3, §6): the profile's resume for whoever may read the profile (the
 * resume is a contact field, so faculty read it too), as a download link; the attachment GET under
 * /api/users/{id} stays the owner's own. 404 for a caller who may not read the profile, a member without a
 * resume, or a resume whose file is gone.
 */
export const getProfileResumeUseCase: UseCase<typeof getProfileResume> = async ({ path }, { actor }) => {
  if (!profileReader(actor, path.id)) throw notFound();
  const organizationId = actor.organisation.organizationId;
  const [membership, profile] = await Promise.all([
    getMembership(organizationId, path.id),
    readProfile(organizationId, path.id),
  ]);
  const resumeId = profile?.fields.resume;
  if (!membership || !resumeId) throw notFound();
  const attachment = await readAttachment(organizationId, path.id, resumeId);
  if (!attachment) throw notFound();
  return { filename: attachment.fileName, url: await attachmentDownloadUrl(attachment) };
};
