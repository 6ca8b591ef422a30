import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listRubrics, type RubricState } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { rubricsKeys } from './keys';

export interface RubricListParams {
  node: string;
  category: readonly RubricState[];
  search: string;
  sort: 'title' | 'date';
  page: number;
}

/** GET /api/rubrics: a node's rubrics, filtered by state, searched, sorted and paged by the server. */
export const rubricListQueryOptions = (params: RubricListParams) =>
  queryOptions({
    queryKey: rubricsKeys.list(params),
    queryFn: ({ signal }) =>
      api(listRubrics, {
        query: {
          node: params.node,
          category: params.category.join(','),
          search: params.search.trim() || undefined,
          sort: params.sort,
          page: params.page,
        },
        signal,
      }),
    // The page shown stays while the next one loads (paging, a new search): the list does not jump.
    placeholderData: keepPreviousData,
  });

export function useRubricList(params: RubricListParams) {
  return useQuery(rubricListQueryOptions(params));
}
