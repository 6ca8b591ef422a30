import { useQuery } from '@tanstack/react-query';
import { listCourseLogCategoryChoices } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys } from './keys';

/** GET /api/group-templates/{id}/log-categories: the log categories of the course's folder and those above it. */
export function useLogCategoryChoices(courseId: string) {
  return useQuery({
    queryKey: coursesKeys.logCategoryChoices(courseId),
    queryFn: ({ signal }) =>
      api(listCourseLogCategoryChoices, { path: { id: courseId }, signal }).then((answer) => answer.items),
  });
}
