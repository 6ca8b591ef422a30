import { useQuery } from '@tanstack/react-query';
import { listMyGroups } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys } from './keys';

/** GET /api/groups: the caller's sections, those they own and those they are in (spec 1 §7). */
export function useMyGroups() {
  return useQuery({
    queryKey: coursesKeys.myGroups(),
    queryFn: ({ signal }) => api(listMyGroups, { signal }),
  });
}
