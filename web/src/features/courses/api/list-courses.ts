import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listCourses, type GroupSort } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys } from './keys';

export interface CourseListParams {
  node: string;
  sort: GroupSort;
  search: string;
}

/** GET /api/group-templates: a node's courses, sorted and searched by the server, with the categories offered. */
export const courseListQueryOptions = (params: CourseListParams) =>
  queryOptions({
    queryKey: coursesKeys.courseList(params),
    queryFn: ({ signal }) =>
      api(listCourses, {
        query: { node: params.node, sort: params.sort, search: params.search.trim() || undefined },
        signal,
      }),
    // The rows shown stay while a new search or sort loads: the list does not jump.
    placeholderData: keepPreviousData,
  });

export function useCourseList(params: CourseListParams) {
  return useQuery(courseListQueryOptions(params));
}
