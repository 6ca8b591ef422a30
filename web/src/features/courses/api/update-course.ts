import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCourse, type CourseCategory } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys } from './keys';

export interface CourseChanges {
  id: string;
  name: string;
  code?: string;
  category: CourseCategory;
  group_owner_templates?: string[];
  group_homepage_templates?: string[];
  group_log_categories?: string[];
  version: number;
}

/** PUT /api/group-templates/{id}: a course saved at the version read (a newer one makes it a 409). */
export function useUpdateCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CourseChanges) => api(updateCourse, { path: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: coursesKeys.courseLists() }),
  });
}
