import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCourse, type CourseCategory } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys } from './keys';

/** POST /api/group-templates: a new course on a node (templates come once it is saved, spec 2 §5). */
export function useCreateCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { node_id: string; name: string; code?: string; category: CourseCategory }) =>
      api(createCourse, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: coursesKeys.courseLists() }),
  });
}
