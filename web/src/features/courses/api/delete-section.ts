import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteSection } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { refreshCourse } from './keys';

/** DELETE /api/groups/{id}?version=: an open section without members (the server's rule). */
export function useDeleteSection(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api(deleteSection, { path: { id }, query: { version } }),
    onSuccess: () => refreshCourse(client, courseId),
  });
}
