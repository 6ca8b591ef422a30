import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listTemplates } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { templatesKeys } from './keys';

export interface TemplateListParams {
  node: string;
  search: string;
  /** A folder id, `none` for the templates in no folder, or empty for all. */
  folder: string;
}

/**
 * GET /api/templates: a node's templates and the transfers waiting there, with its folders, searched and
 * filtered by the server; the pages are read one after another as the reader scrolls (spec 2 §2).
 */
export const templateListQueryOptions = (params: TemplateListParams) =>
  infiniteQueryOptions({
    queryKey: templatesKeys.list(params),
    initialPageParam: 1,
    queryFn: ({ signal, pageParam }) =>
      api(listTemplates, {
        query: {
          node: params.node,
          search: params.search.trim() || undefined,
          folder: params.folder || undefined,
          page: pageParam,
        },
        signal,
      }),
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  });

export function useTemplateList(params: TemplateListParams) {
  return useInfiniteQuery(templateListQueryOptions(params));
}
