import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTemplate } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/query-keys';

/** GET /api/templates/{id}: the template an activity is made from (published, so any member may read it). */
export const activityTemplateQueryOptions = (templateId: string) =>
  queryOptions({
    queryKey: resourceKeys.template(templateId),
    queryFn: ({ signal }) => api(getTemplate, { path: { id: templateId }, signal }),
  });

export function useActivityTemplate(templateId: string | undefined) {
  return useQuery({ ...activityTemplateQueryOptions(templateId ?? ''), enabled: templateId !== undefined });
}
