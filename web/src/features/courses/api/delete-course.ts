import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCourse } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys } from './keys';

/** DELETE /api/group-templates/{id}?version=: only a course with no sections, templates or plans (spec 2 §5). */
export function useDeleteCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api(deleteCourse, { path: { id }, query: { version } }),
    onSuccess: () => client.invalidateQueries({ queryKey: coursesKeys.courseLists() }),
  });
}
