import type { createTimeLogEntry } from '@tessera/shared';
import { ulid } from 'ulid';
import type { TimeLogEntry } from '../../db/courses/time-log';
import type { UseCase } from '../../lib/http/types';
import {
  categoryNames,
  checkEntry,
  presentEntry,
  requireRecordingPlace,
  requireRoomForEntry,
  saveEntry,
} from './time-log-rules';

/**
 * POST /api/groups/{id}/time-log (issue 11): a member of an open section that keeps a log records an entry —
 * a date not after today, a duration (hours:minutes, in a "Time-log & Categories" section), one of the course's
 * log categories and a note. Bad input is 400 keyed by field and writes nothing; a closed section is 409.
 */
export const createTimeLogEntryUseCase: UseCase<typeof createTimeLogEntry> = async ({ path, body }, { actor }) => {
  const { place, course } = await requireRecordingPlace(actor, path.id);
  const minutes = checkEntry(body, place, course);
  await requireRoomForEntry(place, actor.userId);
  const now = new Date().toISOString();
  const entry: TimeLogEntry = {
    organizationId: place.section.organizationId,
    groupId: place.section.groupId,
    userId: actor.userId,
    entryId: ulid(),
    courseId: course.courseId,
    date: body.date,
    minutes,
    logCategoryId: body.log_category_id,
    note: (body.note ?? '').trim(),
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  await saveEntry(null, entry);
  return presentEntry(entry, await categoryNames(course), true);
};
