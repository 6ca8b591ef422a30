import { where } from '../expressions';
import { getItem, putItem, queryItems, updateItem, deleteItem } from '../items';
import { create, put, transactWrite } from '../transaction';
import { extractJobEntity, type ExtractJob } from './entities/extract-job';
import { EXTRACT_SCHEDULES_DUE, extractScheduleEntity, type ExtractSchedule } from './entities/extract-schedule';

export type { ExtractSchedule } from './entities/extract-schedule';

type ScheduleKey = { organizationId: string; scheduleId: string };

/** Access pattern "extract schedule by id": GetItem `ORG#<orgId>#EXTRACT_SCHEDULE#<id>` / `SCHEDULE`. */
export function getExtractSchedule(organizationId: string, scheduleId: string) {
  return getItem(extractScheduleEntity, { organizationId, scheduleId }, { consistent: true });
}

/** Schedules read per list (an organisation keeps a handful; the page shows them all). */
export const EXTRACT_SCHEDULE_PAGE_SIZE = 100;

/**
 * Access pattern "an organisation's extract schedules, newest first": Query byListing
 * `gsi2pk = ORG#<orgId>#EXTRACT_SCHEDULES`, descending, one page.
 */
export async function listExtractSchedules(organizationId: string, limit = EXTRACT_SCHEDULE_PAGE_SIZE) {
  const page = await queryItems(extractScheduleEntity, {
    index: 'byListing',
    partition: `ORG#${organizationId}#EXTRACT_SCHEDULES`,
    order: 'desc',
    limit,
  });
  return page.items;
}

/** A new schedule (its id is new). */
export async function insertExtractSchedule(schedule: ExtractSchedule): Promise<void> {
  await putItem(extractScheduleEntity, schedule, {
    if: (context) => `attribute_not_exists(${context.name('pk')})`,
  });
}

/**
 * The schedule saved whole (a PutItem, so its due-index keys follow its next run), only if it is still at the
 * version its writer read: false when someone saved it since (409) or it is gone.
 */
export function saveExtractSchedule(schedule: ExtractSchedule, readVersion: number): Promise<boolean> {
  return putItem(extractScheduleEntity, schedule, { if: where.eq('version', readVersion) });
}

/** Deleted (its logs stay; its files expire with the retention). False when already gone. */
export function deleteExtractSchedule(key: ScheduleKey): Promise<boolean> {
  return deleteItem(extractScheduleEntity, key, { if: (context) => `attribute_exists(${context.name('pk')})` });
}

/** A new machine token's hash replaces the previous one. */
export function setExtractScheduleToken(key: ScheduleKey, tokenHash: string, now: string): Promise<boolean> {
  return updateItem(extractScheduleEntity, key, { set: { tokenHash, updatedAt: now } });
}

/** Due schedules read per page by the scheduler's tick. */
export const DUE_PAGE_SIZE = 100;

/**
 * Access pattern "enabled schedules due by now, every organisation": Query byRelation
 * `gsi1pk = EXTRACT_SCHEDULES_DUE`, `gsi1sk <= <now>#~` (a page of DUE_PAGE_SIZE, earliest first).
 */
export async function listDueExtractSchedules(now: string, cursor: string | null = null) {
  return queryItems(extractScheduleEntity, {
    index: 'byRelation',
    partition: EXTRACT_SCHEDULES_DUE,
    between: ['0', `${now}#~`],
    limit: DUE_PAGE_SIZE,
    cursor,
  });
}

/**
 * One run started, in one transaction: the schedule moves to its next run (only if its next run is still the
 * one the tick read, so two ticks never start the same run twice) and the run's extract log is created. The
 * job's message is sent after; false when another tick, a save or a delete got there first.
 */
export async function startExtractScheduleRun(
  schedule: ExtractSchedule,
  next: ExtractSchedule,
  job: ExtractJob,
): Promise<boolean> {
  const outcome = await transactWrite({
    schedule: put(extractScheduleEntity, next, where.eq('nextRunAt', schedule.nextRunAt)),
    log: create(extractJobEntity, job),
  });
  return outcome.ok;
}

/**
 * A run's file is complete: it becomes the schedule's latest file unless a later run's already is (ULIDs
 * order runs). False when the schedule is gone or a later file is recorded.
 */
export function recordExtractScheduleFile(job: ExtractJob, finishedAt: string): Promise<boolean> {
  if (!job.scheduleId) return Promise.resolve(false);
  return updateItem(
    extractScheduleEntity,
    { organizationId: job.organizationId, scheduleId: job.scheduleId },
    { set: { latestFileExtractId: job.extractId, latestFileName: job.fileName, latestFileAt: finishedAt } },
    {
      if: (context) =>
        `attribute_not_exists(${context.name('latestFileExtractId')}) OR ${context.name('latestFileExtractId')} < ${context.value(job.extractId)}`,
    },
  );
}
