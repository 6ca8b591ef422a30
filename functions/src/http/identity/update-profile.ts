import { conflict, notFound, type updateProfile } from '@tessera/shared';
import { EMPTY_PROFILE_FIELDS, readProfile, saveProfile, type Profile } from '../../db/identity/profiles';
import type { UseCase } from '../../lib/http/types';
import { changedFields, presentProfile } from './profile-fields';

/**
 * PUT /api/users/{id}/update-profile (spec 2 §3, §5, §7): one's own profile (anyone else's is 404), at the
 * version read: a save over a newer one is 409, never a silent overwrite.
 */
export const updateProfileUseCase: UseCase<typeof updateProfile> = async ({ path, body }, { actor }) => {
  if (path.id !== actor.userId) throw notFound();
  const organizationId = actor.organisation.organizationId;
  const current = await readProfile(organizationId, actor.userId);
  const readVersion = current?.version ?? 0;
  if (body.version !== readVersion) throw conflict('account.profile.stale');
  const next: Profile = {
    organizationId,
    userId: actor.userId,
    fields: await changedFields(actor, current?.fields ?? EMPTY_PROFILE_FIELDS, body),
    version: readVersion + 1,
    updatedAt: new Date().toISOString(),
  };
  if (!(await saveProfile(next, readVersion))) throw conflict('account.profile.stale');
  return presentProfile(actor.userId, next, 'owner', actor.organisation);
};
