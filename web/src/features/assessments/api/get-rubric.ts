import { queryOptions, useQueries } from '@tanstack/react-query';
import { getRubric, type Rubric } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/query-keys';

/** GET /api/rubrics/{id}: a rubric component's definition (a rubric in use cannot change: cached for good). */
export const rubricQueryOptions = (id: string) =>
  queryOptions({
    queryKey: resourceKeys.rubric(id),
    queryFn: ({ signal }) => api(getRubric, { path: { id }, signal }),
    staleTime: Infinity,
  });

/** The rubric definitions the panel's rubric components name, by rubric id (those not read yet are absent). */
export function useRubrics(ids: readonly string[]): { rubrics: ReadonlyMap<string, Rubric>; failed: boolean } {
  return useQueries({
    queries: ids.map((id) => rubricQueryOptions(id)),
    combine: (results) => ({
      rubrics: new Map(results.flatMap((result, index) => (result.data ? [[ids[index]!, result.data] as const] : []))),
      failed: results.some((result) => result.isError),
    }),
  });
}
