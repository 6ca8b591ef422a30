import { queryOptions, useQuery } from '@tanstack/react-query';
import { isSignedIn } from '../../../../lib/auth';
import { hasStoredSignIn } from '../../../../lib/auth-storage';
import { authKeys } from './keys';

/** Whether this browser holds a valid Cognito session (tokens refreshed by the library when needed). */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.session,
    queryFn: async () => hasStoredSignIn() && (await isSignedIn().catch(() => false)),
    staleTime: Infinity,
    retry: false,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
