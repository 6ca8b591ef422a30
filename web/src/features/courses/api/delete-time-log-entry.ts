import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTimeLogEntry } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys } from './keys';

/** DELETE /api/groups/{id}/time-log/{entryId}?version: one of the member's entries at the version read. */
export function useDeleteTimeLogEntry(groupId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, version }: { entryId: string; version: number }) =>
      api(deleteTimeLogEntry, { path: { id: groupId, entryId }, query: { version } }),
    onSettled: () => client.invalidateQueries({ queryKey: coursesKeys.timeLog(groupId) }),
  });
}
