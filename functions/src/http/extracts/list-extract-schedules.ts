import type { listExtractSchedules } from '@tessera/shared';
import { listExtractSchedules as listStoredSchedules } from '../../db/extracts/extract-schedules';
import type { UseCase } from '../../lib/http/types';
import { scheduleReader } from './access';
import { presentSchedule } from './present-schedule';

/** GET /api/extract-schedules: the organisation's schedules the caller may read (access.ts), newest first. */
export const listExtractSchedulesUseCase: UseCase<typeof listExtractSchedules> = async (_input, { actor }) => {
  const mayRead = scheduleReader(actor);
  const schedules = await listStoredSchedules(actor.organisation.organizationId);
  const readable = [];
  for (const schedule of schedules) if (await mayRead(schedule)) readable.push(presentSchedule(schedule));
  return { items: readable };
};
