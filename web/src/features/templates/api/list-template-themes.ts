import { queryOptions, useQuery } from '@tanstack/react-query';
import { getThemeFrame, listTemplateThemes, type ThemeType } from '@tessera/shared';
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

/** GET /api/themes/{type}?with_form=true: what the theme frame draws (palettes, theme, a sample form). */
export const themeFrameQueryOptions = (type: ThemeType) =>
  queryOptions({
    queryKey: templatesKeys.themeFrame(type),
    queryFn: ({ signal }) => api(getThemeFrame, { path: { themeType: type }, query: { with_form: 'true' }, signal }),
  });

export function useThemeFrame(type: ThemeType) {
  return useQuery(themeFrameQueryOptions(type));
}
