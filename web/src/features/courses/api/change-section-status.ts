import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeSectionStatus, toggledGroupStatus, type GroupStatus } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { refreshCourse } from './keys';

/** PUT /api/groups/{id}/change-status: open a closed section or close an open one (spec 2 §4). */
export function useToggleSectionStatus(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, version }: { id: string; status: GroupStatus; version: number }) =>
      api(changeSectionStatus, { path: { id }, body: { status: toggledGroupStatus(status), version } }),
    onSuccess: () => refreshCourse(client, courseId),
  });
}
