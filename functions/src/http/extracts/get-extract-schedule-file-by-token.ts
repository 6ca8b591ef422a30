import { notFound, type getExtractScheduleFileByToken } from '@tessera/shared';
import { getExtractSchedule } from '../../db/extracts/extract-schedules';
import type { UseCase } from '../../lib/http/types';
import { latestScheduleFile } from './schedule-file';
import { tokenMatches, tokenOrganisation } from './schedule-token';

/**
 * GET /api/extract-schedules/{id}/machine-file?token=: for machines (no sign-in), the latest file's fresh
 * short-lived link when the token is the schedule's current one. A wrong, rotated or other schedule's token
 * is 404, as a schedule that does not exist is: the route says nothing of what it guards.
 */
export const getExtractScheduleFileByTokenUseCase: UseCase<typeof getExtractScheduleFileByToken> = async ({
  path,
  query,
}) => {
  const token = query.token ?? '';
  const organizationId = tokenOrganisation(token);
  const schedule = organizationId ? await getExtractSchedule(organizationId, path.id) : null;
  if (!schedule || !tokenMatches(token, schedule.tokenHash)) throw notFound();
  return latestScheduleFile(schedule);
};
