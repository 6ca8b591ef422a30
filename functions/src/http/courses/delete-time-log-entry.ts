import { conflict, type deleteTimeLogEntry } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { requireOwnEntry, requireRecordingPlace, saveEntry } from './time-log-rules';

/** DELETE /api/groups/{id}/time-log/{entryId}?version (issue 11): a member deletes one of their own entries. */
export const deleteTimeLogEntryUseCase: UseCase<typeof deleteTimeLogEntry> = async ({ path, query }, { actor }) => {
  const { place } = await requireRecordingPlace(actor, path.id);
  const current = await requireOwnEntry(actor, place, path.entryId);
  if (current.version !== query.version) throw conflict('courses.time_log.stale');
  await saveEntry(current, null);
  return { deleted: true as const };
};
