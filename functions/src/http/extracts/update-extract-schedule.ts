import { conflict, type updateExtractSchedule } from '@tessera/shared';
import { getExtractSchedule, saveExtractSchedule } from '../../db/extracts/extract-schedules';
import type { UseCase } from '../../lib/http/types';
import { requireReadableSchedule } from './access';
import { checkedExtractFilters } from './filters';
import { presentSchedule } from './present-schedule';
import { checkedTiming, nextRunOf } from './schedule-timing';

/**
 * PUT /api/extract-schedules/{id}: the whole schedule again (filters checked as at its creation, now with the
 * caller's authority), saved only at the version read (409 otherwise); its next run computed again from now.
 * Its runs, latest file and token stay.
 */
export const updateExtractScheduleUseCase: UseCase<typeof updateExtractSchedule> = async (
  { path, body },
  { actor },
) => {
  const schedule = await requireReadableSchedule(
    actor,
    await getExtractSchedule(actor.organisation.organizationId, path.id),
  );
  const { type, nodeIds, termIds } = await checkedExtractFilters(actor, body);
  const timing = checkedTiming(body);
  if (schedule.version !== body.version) throw conflict('extracts.schedule.stale');
  const now = new Date();
  const enabled = body.enabled ?? schedule.enabled;
  const saved = {
    ...schedule,
    extractType: type,
    nodeIds,
    termIds,
    gzip: body.gzip ?? schedule.gzip,
    ...timing,
    enabled,
    nextRunAt: nextRunOf(timing, enabled, now),
    version: schedule.version + 1,
    updatedAt: now.toISOString(),
  };
  if (!(await saveExtractSchedule(saved, body.version))) throw conflict('extracts.schedule.stale');
  return presentSchedule(saved);
};
