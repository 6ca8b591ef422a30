import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSection, updateSection, type sectionFieldsSchema } from '@tessera/shared';
import type * as z from 'zod/mini';
import { api } from '../../../lib/api-client';
import { refreshCourse } from './keys';

export type SectionFields = z.infer<typeof sectionFieldsSchema>;

/**
 * POST /api/group-templates/{id}/groups (a new section) or PUT /api/groups/{id} at the version read: the
 * section editor's one save. The server checks the fields (end ≥ start + 1 day) and words the refusals.
 */
export function useSaveSection(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, fields }: { id?: string; version?: number; fields: SectionFields }) =>
      id && version !== undefined
        ? api(updateSection, { path: { id }, body: { ...fields, version } })
        : api(createSection, { path: { id: courseId }, body: fields }),
    onSuccess: () => refreshCourse(client, courseId),
  });
}
