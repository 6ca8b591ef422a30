import { getItem, queryItems } from '../items';
import { where } from '../expressions';
import { check, create, put, remove, transactWrite, update, type WritePart } from '../transaction';
import { courseEntity } from './entities/course';
import { sectionEntity } from './entities/section';
import { sectionPartition } from './entities/section-member';
import { timeLogEntryEntity, type TimeLogEntry } from './entities/time-log-entry';

export type { TimeLogEntry };

/** Access pattern "a section's time log": Query `pk = ORG#<orgId>#GROUP#<groupId> AND begins_with(sk, LOG#)`. */
export async function listSectionTimeLog(organizationId: string, groupId: string): Promise<TimeLogEntry[]> {
  const { items } = await queryItems(timeLogEntryEntity, {
    partition: sectionPartition(organizationId, groupId),
    prefix: 'LOG#',
    all: true,
  });
  return items;
}

/** Items per Query page of the time-log extract's reads (docs/data-model.md "Extracts"). */
export const TIME_LOG_READ_PAGE = 500;

/**
 * Access pattern "a section's time log, page by page" (the time-log extract): the same Query as "a section's
 * time log", `TIME_LOG_READ_PAGE` items a request, each page handed over before the next is read.
 */
export async function* pagesOfSectionTimeLog(
  organizationId: string,
  groupId: string,
  limit = TIME_LOG_READ_PAGE,
): AsyncGenerator<TimeLogEntry[]> {
  let cursor: string | null = null;
  do {
    const page: { items: TimeLogEntry[]; cursor: string | null } = await queryItems(timeLogEntryEntity, {
      partition: sectionPartition(organizationId, groupId),
      prefix: 'LOG#',
      limit,
      cursor,
    });
    if (page.items.length > 0) yield page.items;
    cursor = page.cursor;
  } while (cursor);
}

/** Access pattern "a member's time log": the same partition, `begins_with(sk, LOG#<userId>#)`. */
export async function listMemberTimeLog(organizationId: string, groupId: string, userId: string) {
  const { items } = await queryItems(timeLogEntryEntity, {
    partition: sectionPartition(organizationId, groupId),
    prefix: `LOG#${userId}#`,
    all: true,
  });
  return items;
}

/** Access pattern "one entry": GetItem `ORG#<orgId>#GROUP#<groupId>` / `LOG#<userId>#<entryId>`. */
export function getTimeLogEntry(key: {
  organizationId: string;
  groupId: string;
  userId: string;
  entryId: string;
}): Promise<TimeLogEntry | null> {
  return getItem(timeLogEntryEntity, key);
}

export type TimeLogWriteOutcome = 'saved' | 'conflict' | 'section_closed' | 'category_gone';

/**
 * Every entry change is one transaction (ADR 0017 "Time log"): the entry (created only if new, else conditioned
 * on the version read); the section still open and keeping a log; the course's `logCategoryUses` for the
 * categories taken and let go — taking one requires it to be still among the course's categories — and its
 * `logEntryChanges`, so a course editor's save made on an older read is refused rather than undoing the count.
 */
export async function writeTimeLogEntry(
  current: TimeLogEntry | null,
  next: TimeLogEntry | null,
): Promise<TimeLogWriteOutcome> {
  const base = (next ?? current) as TimeLogEntry;
  const { organizationId, groupId, courseId } = base;
  const parts: Record<string, WritePart> = {};
  const read = where.and(
    (context) => `attribute_exists(${context.name('pk')})`,
    where.eq('version', current?.version ?? 0),
  );
  if (!current) parts.entry = create(timeLogEntryEntity, next as TimeLogEntry);
  else if (!next) parts.entry = remove(timeLogEntryEntity, current, read);
  else parts.entry = put(timeLogEntryEntity, next, read);
  parts.section = check(
    sectionEntity,
    { organizationId, groupId },
    where.and(where.eq('status', 'open'), where.ne('displayLogType', 'none')),
  );
  const before = current?.logCategoryId;
  const after = next?.logCategoryId;
  if (before !== after) {
    const add: Record<string, number> = { logEntryChanges: 1 };
    if (after) add[`logCategoryUses.${after}`] = 1;
    if (before) add[`logCategoryUses.${before}`] = -1;
    parts.course = update(
      courseEntity,
      { organizationId, courseId },
      { add },
      after ? where.contains('logCategoryIds', after) : (context) => `attribute_exists(${context.name('pk')})`,
    );
  }
  const outcome = await transactWrite(parts);
  if (outcome.ok) return 'saved';
  if (outcome.failed.has('entry')) return 'conflict';
  if (outcome.failed.has('section')) return 'section_closed';
  return 'category_gone';
}
