import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCourseSections } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys } from './keys';

/** GET /api/group-templates/{id}/groups: a course's sections (by name), with what the caller may do to each. */
export const sectionsQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: coursesKeys.sections(courseId),
    queryFn: ({ signal }) => api(listCourseSections, { path: { id: courseId }, query: { sort: 'name' }, signal }),
  });

export function useSections(courseId: string) {
  return useQuery(sectionsQueryOptions(courseId));
}
