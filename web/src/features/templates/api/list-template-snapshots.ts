import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listTemplateSnapshots } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { templatesKeys } from './keys';

/**
 * GET /api/templates/{id}/snapshots: the template's published versions, newest first, with how many portfolios
 * run each (ADR 0028 §2); the server pages them, read one after another with each page's cursor.
 */
export const templateSnapshotsQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: templatesKeys.snapshots(id),
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) =>
      api(listTemplateSnapshots, { path: { id }, query: { cursor: pageParam ?? undefined }, signal }),
    getNextPageParam: (last) => (last.more && last.cursor ? last.cursor : undefined),
    staleTime: 0,
  });

export function useTemplateSnapshots(id: string | null) {
  return useInfiniteQuery({ ...templateSnapshotsQueryOptions(id ?? ''), enabled: id !== null });
}
