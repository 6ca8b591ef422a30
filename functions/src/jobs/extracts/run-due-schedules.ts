import { extractFileName, isBuiltExtractType, nextExtractRun } from '@tessera/shared';
import { runExtractJob, type JobResult, type runDueExtractSchedulesJob } from '@tessera/events';
import { ulid } from 'ulid';
import { sendJob } from '../../adapters/job-queue';
import { logger } from '../../lib/powertools';
import {
  listDueExtractSchedules,
  startExtractScheduleRun,
  type ExtractSchedule,
} from '../../db/extracts/extract-schedules';
import { failExtractJob, type ExtractJob } from '../../db/extracts/extracts';

/**
 * The scheduler's tick (events' runDueExtractSchedulesJob; locally the local cloud's timer calls it): every
 * enabled schedule due by `now` starts one run, read by pages of the due index. A schedule whose runs were
 * missed (the platform down for a day) runs once and moves to its next run after now, not once per missed run.
 */
export async function runDueSchedules(now = new Date()): Promise<JobResult<typeof runDueExtractSchedulesJob>> {
  let started = 0;
  let cursor: string | null = null;
  do {
    const page = await listDueExtractSchedules(now.toISOString(), cursor);
    for (const schedule of page.items) if (await startRun(schedule, now)) started += 1;
    cursor = page.cursor;
  } while (cursor);
  return { started };
}

/**
 * One run: the schedule moved to its next run and the run's log created together (so a run is started once
 * whichever tick reads it), then its job queued. The run is an extract like one made by hand, made by the
 * schedule's maker in their language, with the filters as checked when the schedule was saved; its file goes
 * under `schedules/`, whose lifecycle rule keeps it SCHEDULED_EXTRACT_RETENTION_DAYS.
 */
async function startRun(schedule: ExtractSchedule, now: Date): Promise<boolean> {
  const type = schedule.extractType;
  // Saved only with a built kind (filters.ts); a kind withdrawn since would have no reader.
  if (!isBuiltExtractType(type)) return false;
  const at = now.toISOString();
  const extractId = ulid();
  const fileName = extractFileName(schedule.extractType, at, schedule.gzip);
  const job: ExtractJob = {
    organizationId: schedule.organizationId,
    extractId,
    extractType: schedule.extractType,
    state: 'created',
    nodeIds: schedule.nodeIds,
    termIds: schedule.termIds,
    gzip: schedule.gzip,
    startedBy: schedule.createdBy,
    locale: schedule.locale,
    rowsWritten: 0,
    key: `schedules/${schedule.organizationId}/${schedule.scheduleId}/${extractId}/${fileName}`,
    fileName,
    scheduleId: schedule.scheduleId,
    problem: null,
    createdAt: at,
    updatedAt: at,
    finishedAt: null,
  };
  const next: ExtractSchedule = {
    ...schedule,
    nextRunAt: nextExtractRun(schedule, now),
    lastExtractId: extractId,
    runs: schedule.runs + 1,
  };
  if (!(await startExtractScheduleRun(schedule, next, job))) return false;
  try {
    await sendJob(runExtractJob, {
      organizationId: schedule.organizationId,
      jobId: extractId,
      payload: { type },
    });
  } catch (error) {
    // The run was started but its job could not be queued: its log says it failed rather than waiting forever.
    logger.error('scheduled extract not queued', { scheduleId: schedule.scheduleId, extractId, error });
    await failExtractJob({ organizationId: schedule.organizationId, extractId }, 'extracts.failed', at);
  }
  return true;
}
