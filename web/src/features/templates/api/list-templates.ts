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
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) =>
      api(listTemplates, {
        query: {
          node: params.node,
          search: params.search.trim() || undefined,
          folder: params.folder || undefined,
          cursor: pageParam ?? undefined,
        },
        signal,
      }),
    // Each page's cursor asks for the next (ADR 0028 §4), while `more` says there may be one.
    getNextPageParam: (last) => (last.more && last.cursor ? last.cursor : undefined),
  });

export function useTemplateList(params: TemplateListParams) {
  return useInfiniteQuery(templateListQueryOptions(params));
}
