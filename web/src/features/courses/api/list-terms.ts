import { useQuery } from '@tanstack/react-query';
import { listTerms } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/query-keys';

/** GET /api/terms: the organisation's terms, for a section's term. */
export function useTerms() {
  return useQuery({
    // The terms feature's resource, under its one key: a term created there is listed here at once.
    queryKey: resourceKeys.terms(),
    queryFn: ({ signal }) => api(listTerms, { signal }),
    select: (answer) => answer.items,
  });
}
