import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listCourseSections } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys } from './keys';

/**
 * GET /api/group-templates/{id}/groups: a course's sections by name, with what the caller may do to each, a page
 * of 25 at a time (`cursor` asks for the next while `more`; ADR 0028 §4).
 */
export const sectionsQueryOptions = (courseId: string) =>
  infiniteQueryOptions({
    queryKey: coursesKeys.sections(courseId),
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) =>
      api(listCourseSections, {
        path: { id: courseId },
        query: { sort: 'name', cursor: pageParam ?? undefined },
        signal,
      }),
    getNextPageParam: (last) => (last.more && last.cursor ? last.cursor : undefined),
  });

export function useSections(courseId: string) {
  return useInfiniteQuery(sectionsQueryOptions(courseId));
}
