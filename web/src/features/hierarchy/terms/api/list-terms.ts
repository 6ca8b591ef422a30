import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTerms } from '@tessera/shared';
import { api } from '../../../../lib/api-client';
import { termsKeys } from './keys';

/** GET /api/terms: the organisation's terms, newest start first (spec 2 §3). */
export const termsQueryOptions = () =>
  queryOptions({ queryKey: termsKeys.list(), queryFn: ({ signal }) => api(listTerms, { signal }) });

export function useTerms() {
  return useQuery(termsQueryOptions());
}
