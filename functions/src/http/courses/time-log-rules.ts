import {
  checkTimeLogEntry,
  conflict,
  formatLogMinutes,
  invalid,
  keepsTimeLog,
  notFound,
  recordsOwnLog,
  timeLogTotals,
  TIME_LOG_LIMITS,
  type MessageKey,
} from '@tessera/shared';
import { getCourse, type Course } from '../../db/courses/courses';
import type { SectionMember } from '../../db/courses/section-members';
import {
  getTimeLogEntry,
  listMemberTimeLog,
  writeTimeLogEntry,
  type TimeLogEntry,
  type TimeLogWriteOutcome,
} from '../../db/courses/time-log';
import type { Actor } from '../../lib/http/types';
import { readLogCategories } from '../../ports/hierarchy';
import { requireSectionPlace, today, type SectionPlace } from './place';

/**
 * The time log's shared steps (issue 11, ADR 0017 "Time log"): who may write, the entry checked against the
 * section's log display and the course's categories, the refusals the write's transaction reports, and how an
 * entry and a member's totals look in the contracts.
 */
export type CategoryNames = ReadonlyMap<string, string>;

const LATEST_ZONE_AHEAD_MS = 14 * 60 * 60 * 1000;

/** The section and course of a member recording their own entry; anyone else 404 (owners and mentors read). */
export async function requireRecordingPlace(
  actor: Actor,
  groupId: string,
): Promise<{ place: SectionPlace; course: Course }> {
  const place = await requireSectionPlace(actor, groupId);
  if (!recordsOwnLog(place) || !keepsTimeLog(place.section.displayLogType)) throw notFound();
  const course = await getCourse(place.section.organizationId, place.section.courseId as string);
  if (!course) throw notFound();
  if (place.section.status !== 'open') throw conflict('courses.time_log.closed');
  return { place, course };
}

export function checkEntry(
  body: { date: string; duration?: string | null | undefined; log_category_id: string; note?: string | undefined },
  place: SectionPlace,
  course: Course,
): number | null {
  const checked = checkTimeLogEntry(body, {
    display: place.section.displayLogType,
    categoryIds: course.logCategoryIds,
    // "Not after today" where the day is furthest ahead (UTC+14): a member east of UTC logs their own today.
    today: today(new Date(Date.now() + LATEST_ZONE_AHEAD_MS)),
  });
  if (!checked.ok) {
    const fields = checked.fields as Record<string, MessageKey>;
    throw invalid(Object.values(fields)[0] as MessageKey, { fields });
  }
  return checked.minutes;
}

/** The member's own entry, or 404 (another member's entries are never theirs to change). */
export async function requireOwnEntry(actor: Actor, place: SectionPlace, entryId: string): Promise<TimeLogEntry> {
  const entry = await getTimeLogEntry({
    organizationId: place.section.organizationId,
    groupId: place.section.groupId,
    userId: actor.userId,
    entryId,
  });
  if (!entry) throw notFound();
  return entry;
}

export async function requireRoomForEntry(place: SectionPlace, userId: string): Promise<void> {
  const entries = await listMemberTimeLog(place.section.organizationId, place.section.groupId, userId);
  if (entries.length >= TIME_LOG_LIMITS.entriesPerMember)
    throw invalid('courses.time_log.full', { params: { max: TIME_LOG_LIMITS.entriesPerMember } });
}

/** Writes the change; a refusal names what changed under the caller. */
export async function saveEntry(current: TimeLogEntry | null, next: TimeLogEntry | null): Promise<void> {
  const outcome: TimeLogWriteOutcome = await writeTimeLogEntry(current, next);
  if (outcome === 'conflict') throw conflict('courses.time_log.stale');
  if (outcome === 'section_closed') throw conflict('courses.time_log.closed');
  if (outcome === 'category_gone')
    throw invalid('courses.time_log.category', { fields: { log_category_id: 'courses.time_log.category' } });
}

export async function categoryNames(course: Course): Promise<CategoryNames> {
  const categories = await readLogCategories(course.organizationId, course.logCategoryIds);
  return new Map(categories.map((category) => [category.id, category.name]));
}

export function presentEntry(entry: TimeLogEntry, names: CategoryNames, canChange: boolean) {
  return {
    id: entry.entryId,
    user_id: entry.userId,
    date: entry.date,
    duration: entry.minutes === null ? null : formatLogMinutes(entry.minutes),
    log_category_id: entry.logCategoryId,
    log_category_name: names.get(entry.logCategoryId) ?? '',
    note: entry.note,
    version: entry.version,
    created_at: entry.createdAt,
    updated_at: entry.updatedAt,
    can_change: canChange,
  };
}

/** A member's entries (latest date first) and totals, overall and per category. */
export function presentMemberLog(
  member: Pick<SectionMember, 'userId' | 'firstName' | 'lastName'>,
  entries: readonly TimeLogEntry[],
  names: CategoryNames,
  canChange: boolean,
) {
  const totals = timeLogTotals(entries);
  const sorted = [...entries].sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt));
  return {
    user_id: member.userId,
    first_name: member.firstName,
    last_name: member.lastName,
    entries: sorted.map((entry) => presentEntry(entry, names, canChange)),
    totals: {
      entries: totals.entries,
      duration: formatLogMinutes(totals.minutes),
      by_category: totals.by_category.map((sum) => ({
        log_category_id: sum.log_category_id,
        name: names.get(sum.log_category_id) ?? '',
        entries: sum.entries,
        duration: formatLogMinutes(sum.minutes),
      })),
    },
  };
}
