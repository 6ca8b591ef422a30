import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTemplateSnapshots as listTemplateSnapshotsContract } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { templatesKeys } from './keys';

/** GET /api/templates/{id}/snapshots: listTemplateSnapshots (to be described). */
export const listTemplateSnapshotsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...templatesKeys.all, 'list-template-snapshots', id],
    queryFn: ({ signal }) => api(listTemplateSnapshotsContract, { path: { id }, signal }),
  });

export function useListTemplateSnapshots(id: string) {
  return useQuery(listTemplateSnapshotsQueryOptions(id));
}
