import { queryOptions, useQuery } from '@tanstack/react-query';
import { listNodeAdmins } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { hierarchyKeys } from './keys';

/** GET /api/hierarchy/nodes/{id}/admins: the admins and whether the caller may insert or remove (spec 2 §6). */
export const nodeAdminsQueryOptions = (nodeId: string) =>
  queryOptions({
    queryKey: hierarchyKeys.admins(nodeId),
    queryFn: ({ signal }) => api(listNodeAdmins, { path: { id: nodeId }, signal }),
  });

export function useNodeAdmins(nodeId: string) {
  return useQuery(nodeAdminsQueryOptions(nodeId));
}
