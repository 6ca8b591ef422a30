import type { ExtractScheduleView } from '@tessera/shared';
import type { ExtractSchedule } from '../../db/extracts/extract-schedules';

/** A schedule as its readers see it: never its token's hash (whether one is set, only). */
export function presentSchedule(schedule: ExtractSchedule): ExtractScheduleView {
  return {
    id: schedule.scheduleId,
    extract_type: schedule.extractType,
    node_ids: schedule.nodeIds,
    term_ids: schedule.termIds,
    gzip: schedule.gzip,
    frequency: schedule.frequency,
    hour: schedule.hour,
    weekday: schedule.weekday,
    enabled: schedule.enabled,
    next_run_at: schedule.enabled ? schedule.nextRunAt : null,
    last_extract_id: schedule.lastExtractId,
    latest_file_extract_id: schedule.latestFileExtractId,
    latest_file_name: schedule.latestFileName,
    latest_file_at: schedule.latestFileAt,
    runs: schedule.runs,
    has_token: schedule.tokenHash !== null,
    created_by: schedule.createdBy,
    created_at: schedule.createdAt,
    updated_at: schedule.updatedAt,
    version: schedule.version,
  };
}
