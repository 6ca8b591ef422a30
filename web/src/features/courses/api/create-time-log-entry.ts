import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTimeLogEntry } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys } from './keys';

export interface TimeLogEntryFields {
  date: string;
  duration?: string | null;
  log_category_id: string;
  note: string;
}

/** POST /api/groups/{id}/time-log: a member records an entry; the log is read again for its totals. */
export function useCreateTimeLogEntry(groupId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TimeLogEntryFields) => api(createTimeLogEntry, { path: { id: groupId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: coursesKeys.timeLog(groupId) }),
  });
}
