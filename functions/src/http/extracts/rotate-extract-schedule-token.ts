import { notFound, type rotateExtractScheduleToken } from '@tessera/shared';
import { getExtractSchedule, setExtractScheduleToken } from '../../db/extracts/extract-schedules';
import type { UseCase } from '../../lib/http/types';
import { requireReadableSchedule } from './access';
import { newScheduleToken } from './schedule-token';

/**
 * POST /api/extract-schedules/{id}/token: a new machine token, answered this once (its hash is kept); the
 * previous token stops working at once.
 */
export const rotateExtractScheduleTokenUseCase: UseCase<typeof rotateExtractScheduleToken> = async (
  { path },
  { actor },
) => {
  const schedule = await requireReadableSchedule(
    actor,
    await getExtractSchedule(actor.organisation.organizationId, path.id),
  );
  const { token, hash } = newScheduleToken(schedule.organizationId);
  if (!(await setExtractScheduleToken(schedule, hash, new Date().toISOString()))) throw notFound();
  return { token };
};
