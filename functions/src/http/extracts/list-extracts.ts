import { extractTypeOf, type listExtracts } from '@tessera/shared';
import { listExtractJobs } from '../../db/extracts/extracts';
import type { UseCase } from '../../lib/http/types';
import { extractReader } from './access';
import { presentExtract } from './present';

/**
 * GET /api/extracts?type=: the latest logs of a kind the caller may read (access.ts), newest first, from one
 * page of the organisation's listing (25 read); the page shows the latest, or the latest two while the newest
 * is not finished (shared's visibleExtractLogs). An alias lists its kind's logs.
 */
export const listExtractsUseCase: UseCase<typeof listExtracts> = async ({ query }, { actor }) => {
  const type = extractTypeOf(query.type) ?? query.type;
  const mayRead = extractReader(actor);
  const jobs = await listExtractJobs(actor.organisation.organizationId, type);
  const readable = [];
  for (const job of jobs) if (await mayRead(job)) readable.push(job);
  return { items: await Promise.all(readable.map((job) => presentExtract(job))) };
};
