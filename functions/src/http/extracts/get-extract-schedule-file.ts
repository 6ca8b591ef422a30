import type { getExtractScheduleFile } from '@tessera/shared';
import { getExtractSchedule } from '../../db/extracts/extract-schedules';
import type { UseCase } from '../../lib/http/types';
import { requireReadableSchedule } from './access';
import { latestScheduleFile } from './schedule-file';

/** GET /api/extract-schedules/{id}/file: the latest file's fresh short-lived link, for the schedule's readers. */
export const getExtractScheduleFileUseCase: UseCase<typeof getExtractScheduleFile> = async ({ path }, { actor }) => {
  const schedule = await requireReadableSchedule(
    actor,
    await getExtractSchedule(actor.organisation.organizationId, path.id),
  );
  return latestScheduleFile(schedule);
};
