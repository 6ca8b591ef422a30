import type { CurrentUser } from '@tessera/shared';
import { queryClient } from './query-client';

/** The signed-in user (or the user being acted as) is shared by every feature of the shell. */
export const currentUserKeys = {
  all: ['current-user'] as const,
};

/**
 * The current organisation's id from the cached GET /api/users/me, null before it is known (after sign-in
 * and sign-out the cache is cleared). After an organisation switch the first request may still carry the
 * old id; the server then reads the account's real current organisation (ADR 0005), and the refreshed
 * current user replaces it.
 */
export function cachedCurrentOrganizationId(client = queryClient): string | null {
  return client.getQueryData<CurrentUser>(currentUserKeys.all)?.organization.id ?? null;
}
