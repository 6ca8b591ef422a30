import { notFound, type deleteExtractSchedule } from '@tessera/shared';
import { deleteExtractSchedule as deleteStoredSchedule, getExtractSchedule } from '../../db/extracts/extract-schedules';
import type { UseCase } from '../../lib/http/types';
import { requireReadableSchedule } from './access';

/** DELETE /api/extract-schedules/{id}: no more runs, its token stops working; its logs stay. */
export const deleteExtractScheduleUseCase: UseCase<typeof deleteExtractSchedule> = async ({ path }, { actor }) => {
  const schedule = await requireReadableSchedule(
    actor,
    await getExtractSchedule(actor.organisation.organizationId, path.id),
  );
  if (!(await deleteStoredSchedule(schedule))) throw notFound();
  return { deleted: true as const };
};
