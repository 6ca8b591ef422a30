import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTemplateHistories } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { templatesKeys } from './keys';

/** GET /api/templates/{id}/histories: who did what and when, newest first, with the history roles. */
export const templateHistoriesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: templatesKeys.histories(id),
    queryFn: ({ signal }) => api(listTemplateHistories, { path: { id }, signal }),
    staleTime: 0,
  });

export function useTemplateHistories(id: string | null) {
  return useQuery({ ...templateHistoriesQueryOptions(id ?? ''), enabled: id !== null });
}
