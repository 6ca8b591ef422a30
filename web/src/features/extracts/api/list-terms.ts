import { useQuery } from '@tanstack/react-query';
import { listTerms } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { extractsKeys } from './keys';

/** GET /api/terms: the organisation's terms, the page's term filter. */
export function useTerms() {
  return useQuery({ queryKey: extractsKeys.terms(), queryFn: ({ signal }) => api(listTerms, { signal }) });
}
