import { useQuery } from '@tanstack/react-query';
import { listTerms } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys } from './keys';

/** GET /api/terms: the organisation's terms, for a section's term. */
export function useTerms() {
  return useQuery({
    queryKey: coursesKeys.terms(),
    queryFn: ({ signal }) => api(listTerms, { signal }).then((answer) => answer.items),
  });
}
