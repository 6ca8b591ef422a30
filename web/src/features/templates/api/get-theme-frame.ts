import { queryOptions, useQuery } from '@tanstack/react-query';
import { getThemeFrame, type ThemeType } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { templatesKeys } from './keys';

/**
 * GET /api/themes/{type}[?with_form=true]: what the theme frame draws (palettes, theme, and with the form a
 * sample page). `type` null: not asked (an unknown theme in the frame's address).
 */
export const themeFrameQueryOptions = (type: ThemeType, withForm = true) =>
  queryOptions({
    queryKey: templatesKeys.themeFrame(type, withForm),
    queryFn: ({ signal }) =>
      api(getThemeFrame, { path: { themeType: type }, query: { with_form: withForm ? 'true' : 'false' }, signal }),
  });

export function useThemeFrame(type: ThemeType | null, withForm = true) {
  return useQuery({ ...themeFrameQueryOptions(type ?? 'template_blank', withForm), enabled: type !== null });
}
