import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listAdminCandidates } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys } from './keys';

/**
 * Who may own a section: the organisation's staff (not students, not external users) found by name, read
 * from the node's admin candidates (GET /api/hierarchy/nodes/{id}/admin-candidates), the one search of staff
 * the API offers an admin. The server still checks each owner ("An owner must be … who teaches or assesses").
 */
export function useOwnerCandidates(nodeId: string, search: string) {
  return useQuery({
    queryKey: coursesKeys.ownerCandidates(nodeId, search),
    queryFn: ({ signal }) =>
      api(listAdminCandidates, { path: { id: nodeId }, query: { q: search.trim() || undefined }, signal }),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
