import { conflict, type updateTimeLogEntry } from '@tessera/shared';
import type { TimeLogEntry } from '../../db/courses/time-log';
import type { UseCase } from '../../lib/http/types';
import {
  categoryNames,
  checkEntry,
  presentEntry,
  requireOwnEntry,
  requireRecordingPlace,
  saveEntry,
} from './time-log-rules';

/**
 * PUT /api/groups/{id}/time-log/{entryId} (issue 11): a member changes one of their own entries at the version
 * read (a stale one is 409, never a lost update), under the same checks as a new entry.
 */
export const updateTimeLogEntryUseCase: UseCase<typeof updateTimeLogEntry> = async ({ path, body }, { actor }) => {
  const { place, course } = await requireRecordingPlace(actor, path.id);
  const current = await requireOwnEntry(actor, place, path.entryId);
  if (current.version !== body.version) throw conflict('courses.time_log.stale');
  const minutes = checkEntry(body, place, course);
  const next: TimeLogEntry = {
    ...current,
    date: body.date,
    minutes,
    logCategoryId: body.log_category_id,
    note: (body.note ?? '').trim(),
    version: current.version + 1,
    updatedAt: new Date().toISOString(),
  };
  await saveEntry(current, next);
  return presentEntry(next, await categoryNames(course), true);
};
