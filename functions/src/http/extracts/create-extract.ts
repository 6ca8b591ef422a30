import { extractFileName, type createExtract } from '@tessera/shared';
import { runExtractJob } from '@tessera/events';
import { ulid } from 'ulid';
import { sendJob } from '../../adapters/job-queue';
import { insertExtractJob, type ExtractJob } from '../../db/extracts/extracts';
import type { UseCase } from '../../lib/http/types';
import { checkedExtractFilters } from './filters';
import { presentExtract } from './present';

/**
 * POST /api/extracts (202): a kind (an alias read as its kind; one not built yet refused with its sentence),
 * the nodes it covers (each administered by the caller, else 404; none asked: the highest nodes they
 * administer) and the terms (each the organisation's, else 400). The log is created (created), then the job
 * is queued; the log names the nodes and terms as checked here, so the job never reads an unchecked id.
 */
export const createExtractUseCase: UseCase<typeof createExtract> = async ({ body }, { actor }) => {
  const organizationId = actor.organisation.organizationId;
  const { type, nodeIds, termIds } = await checkedExtractFilters(actor, body);
  const now = new Date().toISOString();
  const extractId = ulid();
  const gzip = body.gzip ?? false;
  const fileName = extractFileName(type, now, gzip);
  const job: ExtractJob = {
    organizationId,
    extractId,
    extractType: type,
    state: 'created',
    nodeIds,
    termIds,
    gzip,
    startedBy: actor.userId,
    locale: actor.locale,
    rowsWritten: 0,
    key: `extracts/${organizationId}/${extractId}/${fileName}`,
    fileName,
    scheduleId: null,
    problem: null,
    createdAt: now,
    updatedAt: now,
    finishedAt: null,
  };
  await insertExtractJob(job);
  await sendJob(runExtractJob, { organizationId, jobId: extractId, payload: { type } });
  return presentExtract(job);
};
