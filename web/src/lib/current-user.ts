import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { getCurrentUser, type CurrentUser, type Role } from '@tessera/shared';
import { api } from './api-client';
import { currentUserKeys } from './current-user-cache';

export { currentUserKeys };

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserKeys.all, queryFn: ({ signal }) => api(getCurrentUser, { signal }) });

/** Only under the signed-in layout, whose loader has already fetched the user. */
export function useCurrentUser(): CurrentUser {
  return useSuspenseQuery(currentUserQueryOptions()).data;
}

export function hasRole(user: Pick<CurrentUser, 'roles' | 'role'>, ...roles: Role[]): boolean {
  return roles.some((role) => user.role === role || user.roles.includes(role));
}

export function fullName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`.trim();
}

/**
 * After the acting identity or the organisation changed (impersonation, organisation switch), forget
 * every user-scoped answer and fetch the current user again before moving on.
 */
export async function reloadUserData(client: QueryClient): Promise<void> {
  // A /me request already on its way was sent as the identity before the change: fetchQuery would hand back
  // its answer (the user one stopped acting as, say). Cancel it so the fetch below is a new request.
  await client.cancelQueries({ queryKey: currentUserKeys.all });
  await client.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 }).catch(() => undefined);
  const keep = new Set<unknown>(['client-config', 'session', currentUserKeys.all[0]]);
  client.removeQueries({ predicate: (query) => !keep.has(query.queryKey[0]) });
}

/** Follows a server's redirect_to: app paths stay in the single-page app, anything else loads the page. */
export function followRedirect(
  target: string,
  navigate: (to: string) => unknown,
  load: (url: string) => void = (url) => window.location.assign(url),
): void {
  if (target.startsWith('/') && !target.startsWith('//')) navigate(target);
  else load(target);
}
