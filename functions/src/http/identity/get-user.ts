import { notFound, type getUser } from '@tessera/shared';
import { getMembership } from '../../db/identity/memberships';
import type { UseCase } from '../../lib/http/types';
import { userProfile } from './present';

/** GET /api/users/{id}: a user of the caller's current organisation; 404 for anyone else (never 403). */
export const getUserUseCase: UseCase<typeof getUser> = async ({ path }, { actor }) => {
  const member = await getMembership(actor.organisation.organizationId, path.id);
  if (!member) throw notFound('identity.user_not_found');
  return userProfile(member);
};
