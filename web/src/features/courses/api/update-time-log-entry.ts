import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateTimeLogEntry } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import type { TimeLogEntryFields } from './create-time-log-entry';
import { coursesKeys } from './keys';

/** PUT /api/groups/{id}/time-log/{entryId}: one of the member's entries at the version read (409 if newer). */
export function useUpdateTimeLogEntry(groupId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, ...body }: TimeLogEntryFields & { entryId: string; version: number }) =>
      api(updateTimeLogEntry, { path: { id: groupId, entryId }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: coursesKeys.timeLog(groupId) }),
  });
}
