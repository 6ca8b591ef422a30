import type { searchUsers } from '@tessera/shared';
import { searchMembers } from '../../db/identity/memberships';
import type { UseCase } from '../../lib/http/types';
import { userProfile } from './present';

/** Most users one search returns. */
export const SEARCH_USERS_LIMIT = 50;

/** GET /api/users/search?q=: users of the current organisation whose name or email contains q. */
export const searchUsersUseCase: UseCase<typeof searchUsers> = async ({ query }, { actor }) => {
  const members = await searchMembers(actor.organisation.organizationId, query.q ?? '', SEARCH_USERS_LIMIT);
  return { users: members.map(userProfile) };
};
