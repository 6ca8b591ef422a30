import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTemplateThemes } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { templatesKeys } from './keys';

/** GET /api/template-themes: the organisation's template themes, the last one the default. */
export const templateThemesQueryOptions = () =>
  queryOptions({
    queryKey: templatesKeys.themes(),
    queryFn: ({ signal }) => api(listTemplateThemes, { signal }),
  });

export function useTemplateThemes() {
  return useQuery(templateThemesQueryOptions());
}
