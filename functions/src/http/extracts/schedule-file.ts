import {
  EXTRACT_LINK_SECONDS,
  notFound,
  SCHEDULED_EXTRACT_RETENTION_DAYS,
  type ExtractScheduleFileView,
} from '@tessera/shared';
import { presignGet } from '../../adapters/object-storage';
import type { ExtractSchedule } from '../../db/extracts/extract-schedules';
import { getExtractJob } from '../../db/extracts/extracts';

const DAY_MS = 86_400_000;

/**
 * The stable download route's answer: a presigned GET of EXTRACT_LINK_SECONDS of the schedule's latest
 * finished run's file, signed afresh at each call. 404 with its sentence before a first finished run, or once
 * that file is past the retention (the lifecycle rule has removed it).
 */
export async function latestScheduleFile(
  schedule: ExtractSchedule,
  now = new Date(),
): Promise<ExtractScheduleFileView> {
  const finishedAt = schedule.latestFileAt;
  const expired =
    finishedAt !== null && Date.parse(finishedAt) + SCHEDULED_EXTRACT_RETENTION_DAYS * DAY_MS <= now.getTime();
  const job =
    schedule.latestFileExtractId && !expired
      ? await getExtractJob(schedule.organizationId, schedule.latestFileExtractId)
      : null;
  if (!job || job.state !== 'finished' || !job.finishedAt) throw notFound('extracts.schedule.no_file');
  const url = await presignGet({
    key: job.key,
    bucket: 'extracts',
    fileName: job.fileName,
    contentType: job.gzip ? 'application/gzip' : 'text/csv; charset=utf-8',
    disposition: 'attachment',
    expiresSeconds: EXTRACT_LINK_SECONDS,
  });
  return {
    extract_id: job.extractId,
    file_name: job.fileName,
    url,
    expires_at: new Date(now.getTime() + EXTRACT_LINK_SECONDS * 1000).toISOString(),
    finished_at: job.finishedAt,
  };
}
