import { useQueryClient } from '@tanstack/react-query';
import { coursesKeys, refreshCourse } from './keys';

/** After a membership change: the members, the candidates and the course's section rows (members count). */
export function useRefreshMembers(courseId: string, sectionId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: coursesKeys.members(sectionId) }),
      client.invalidateQueries({ queryKey: [...coursesKeys.all, 'candidates', sectionId] }),
      refreshCourse(client, courseId),
    ]);
}
