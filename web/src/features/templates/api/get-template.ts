import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTemplate } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { templatesKeys } from './keys';

/** GET /api/templates/{id}: the whole template (pages, components, settings) for the editor. */
export const templateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: templatesKeys.detail(id),
    queryFn: ({ signal }) => api(getTemplate, { path: { id }, signal }),
    // The editor keeps its own draft: a background refetch must not look like someone else's change.
    staleTime: Infinity,
  });

export function useTemplate(id: string | null) {
  return useQuery({ ...templateQueryOptions(id ?? ''), enabled: id !== null });
}
