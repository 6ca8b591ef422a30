import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { listCourses, type GroupSort } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys } from './keys';

export interface CourseListParams {
  node: string;
  sort: GroupSort;
  search: string;
}

/**
 * GET /api/group-templates: a node's courses, sorted and searched by the server, with the categories offered,
 * read a page of 25 at a time: each page's `cursor` asks for the next while `more` says there may be one
 * (ADR 0028 §4).
 */
export const courseListQueryOptions = (params: CourseListParams) =>
  infiniteQueryOptions({
    queryKey: coursesKeys.courseList(params),
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) =>
      api(listCourses, {
        query: {
          node: params.node,
          sort: params.sort,
          search: params.search.trim() || undefined,
          cursor: pageParam ?? undefined,
        },
        signal,
      }),
    getNextPageParam: (last) => (last.more && last.cursor ? last.cursor : undefined),
    // The rows shown stay while a new search or sort loads: the list does not jump.
    placeholderData: keepPreviousData,
  });

export function useCourseList(params: CourseListParams) {
  return useInfiniteQuery(courseListQueryOptions(params));
}
