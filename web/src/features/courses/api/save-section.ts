import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSection, type SectionFields } from './create-section';
import { refreshCourse } from './keys';
import { updateSection } from './update-section';

export type { SectionFields } from './create-section';

/**
 * The section editor's one save: a new section (create-section) or the one read, at its version
 * (update-section). The server checks the fields (end ≥ start + 1 day) and words the refusals.
 */
export function useSaveSection(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, fields }: { id?: string; version?: number; fields: SectionFields }) =>
      id && version !== undefined ? updateSection(id, version, fields) : createSection(courseId, fields),
    onSuccess: () => refreshCourse(client, courseId),
  });
}
