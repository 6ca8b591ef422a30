import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { listRubrics, type RubricState } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { rubricsKeys } from './keys';

export interface RubricListParams {
  node: string;
  category: readonly RubricState[];
  search: string;
  sort: 'title' | 'date';
}

/**
 * GET /api/rubrics: a node's rubrics, filtered by state, searched and sorted by the server, read a page at a
 * time: each page's `cursor` asks for the next (ADR 0028 §4), while `more` says there may be one.
 */
export const rubricListQueryOptions = (params: RubricListParams) =>
  infiniteQueryOptions({
    queryKey: rubricsKeys.list(params),
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) =>
      api(listRubrics, {
        query: {
          node: params.node,
          category: params.category.join(','),
          search: params.search.trim() || undefined,
          sort: params.sort,
          cursor: pageParam ?? undefined,
        },
        signal,
      }),
    getNextPageParam: (last) => (last.more && last.cursor ? last.cursor : undefined),
    // The rows shown stay while another filter, search or order loads: the list does not jump.
    placeholderData: keepPreviousData,
  });

export function useRubricList(params: RubricListParams) {
  return useInfiniteQuery(rubricListQueryOptions(params));
}
