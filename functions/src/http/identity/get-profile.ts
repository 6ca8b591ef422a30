import { notFound, type getProfile } from '@tessera/shared';
import { getMembership } from '../../db/identity/memberships';
import { readProfile } from '../../db/identity/profiles';
import type { UseCase } from '../../lib/http/types';
import { presentProfile, profileReader } from './profile-fields';

/**
 * GET /api/users/{id}/profile (spec 2 §3, §6): the member's profile as the caller may see it. The membership and
 * the profile are read in parallel (actor + 1 round trip); a user outside the organisation, or a caller who may
 * not read profiles, is 404.
 */
export const getProfileUseCase: UseCase<typeof getProfile> = async ({ path }, { actor }) => {
  const reader = profileReader(actor, path.id);
  if (!reader) throw notFound();
  const organizationId = actor.organisation.organizationId;
  const [membership, profile] = await Promise.all([
    getMembership(organizationId, path.id),
    readProfile(organizationId, path.id),
  ]);
  if (!membership) throw notFound();
  return presentProfile(path.id, profile, reader, actor.organisation);
};
