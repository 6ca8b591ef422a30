import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAdminCandidates } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { hierarchyKeys } from './keys';

/** GET /api/hierarchy/nodes/{id}/admin-candidates?q=: not students, not external users, not admins (spec 2 §6). */
export const adminCandidatesQueryOptions = (nodeId: string, q: string) =>
  queryOptions({
    queryKey: hierarchyKeys.adminCandidates(nodeId, q),
    queryFn: ({ signal }) => api(listAdminCandidates, { path: { id: nodeId }, query: q ? { q } : {}, signal }),
  });

export function useAdminCandidates(nodeId: string, q: string, enabled: boolean) {
  return useQuery({ ...adminCandidatesQueryOptions(nodeId, q), enabled });
}
