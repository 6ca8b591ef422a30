import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRubric } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { rubricsKeys } from './keys';

/** GET /api/rubrics/{id}: the full definition with what the caller may do with it. */
export const rubricQueryOptions = (id: string) =>
  queryOptions({
    queryKey: rubricsKeys.detail(id),
    queryFn: ({ signal }) => api(getRubric, { path: { id }, signal }),
  });

export function useRubric(id: string | null) {
  return useQuery({ ...rubricQueryOptions(id ?? ''), enabled: id !== null });
}
