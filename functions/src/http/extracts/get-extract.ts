import type { getExtract } from '@tessera/shared';
import { getExtractJob } from '../../db/extracts/extracts';
import type { UseCase } from '../../lib/http/types';
import { requireReadableExtract } from './access';
import { presentExtract } from './present';

/**
 * GET /api/extracts/{id}: the log with its progress and, once finished, a fresh short-lived link to its file;
 * 404 for anyone the log is not for (access.ts). Polled every 3 s while created or started (spec 2 §4): one
 * GetItem after the actor for its maker.
 */
export const getExtractUseCase: UseCase<typeof getExtract> = async ({ path }, { actor }) => {
  const job = await getExtractJob(actor.organisation.organizationId, path.id);
  return presentExtract(await requireReadableExtract(actor, job));
};
