import type { createExtractSchedule } from '@tessera/shared';
import { ulid } from 'ulid';
import { insertExtractSchedule, type ExtractSchedule } from '../../db/extracts/extract-schedules';
import type { UseCase } from '../../lib/http/types';
import { checkedExtractFilters } from './filters';
import { presentSchedule } from './present-schedule';
import { checkedTiming, nextRunOf } from './schedule-timing';

/**
 * POST /api/extract-schedules (201): the kind and filters checked as an extract's are (nodes the caller
 * administers, else 404; the organisation's terms, else 400), the timing (weekly names its weekday), and its
 * first run computed. No token yet: an admin makes one when a machine needs it.
 */
export const createExtractScheduleUseCase: UseCase<typeof createExtractSchedule> = async ({ body }, { actor }) => {
  const { type, nodeIds, termIds } = await checkedExtractFilters(actor, body);
  const timing = checkedTiming(body);
  const now = new Date();
  const enabled = body.enabled ?? true;
  const schedule: ExtractSchedule = {
    organizationId: actor.organisation.organizationId,
    scheduleId: ulid(),
    extractType: type,
    nodeIds,
    termIds,
    gzip: body.gzip ?? false,
    ...timing,
    enabled,
    nextRunAt: nextRunOf(timing, enabled, now),
    tokenHash: null,
    createdBy: actor.userId,
    locale: actor.locale,
    lastExtractId: null,
    runs: 0,
    latestFileExtractId: null,
    latestFileName: null,
    latestFileAt: null,
    version: 1,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await insertExtractSchedule(schedule);
  return presentSchedule(schedule);
};
