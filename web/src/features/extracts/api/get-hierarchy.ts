import { useQuery } from '@tanstack/react-query';
import { getHierarchy } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { extractsKeys } from './keys';

/** GET /api/hierarchy: the folders the caller reaches; the page offers those they administer (node authority). */
export function useHierarchy() {
  return useQuery({ queryKey: extractsKeys.hierarchy(), queryFn: ({ signal }) => api(getHierarchy, { signal }) });
}
