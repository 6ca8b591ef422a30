import { extractFileName, extractTypeOf, invalidField, isBuiltExtractType, type createExtract } from '@tessera/shared';
import { runExtractJob } from '@tessera/events';
import { ulid } from 'ulid';
import { sendJob } from '../../adapters/job-queue';
import { insertExtractJob, type ExtractJob } from '../../db/extracts/extracts';
import type { UseCase } from '../../lib/http/types';
import { loadNodeScope, readTerms } from '../../ports/hierarchy';
import { extractNodes } from './access';
import { presentExtract } from './present';

/**
 * POST /api/extracts (202): a kind (an alias read as its kind; one not built yet refused with its sentence),
 * the nodes it covers (each administered by the caller, else 404; none asked: the highest nodes they
 * administer) and the terms (each the organisation's, else 400). The log is created (created), then the job
 * is queued; the log names the nodes and terms as checked here, so the job never reads an unchecked id.
 */
export const createExtractUseCase: UseCase<typeof createExtract> = async ({ body }, { actor }) => {
  const organizationId = actor.organisation.organizationId;
  const type = extractTypeOf(body.extract_type);
  if (!type || !isBuiltExtractType(type)) throw invalidField('extract_type', 'extracts.type.not_available');
  const asksTerms = (body.term_ids ?? []).length > 0;
  const [scope, terms] = await Promise.all([loadNodeScope(actor), asksTerms ? readTerms(organizationId) : []]);
  const nodeIds = extractNodes(scope, body.node_ids);
  if (nodeIds.length === 0) throw invalidField('node_ids', 'extracts.node.none');
  const termIds = [...new Set(body.term_ids ?? [])];
  const known = new Set(terms.map((term) => term.termId));
  if (termIds.some((termId) => !known.has(termId))) throw invalidField('term_ids', 'extracts.term.not_found');
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
    problem: null,
    createdAt: now,
    updatedAt: now,
    finishedAt: null,
  };
  await insertExtractJob(job);
  await sendJob(runExtractJob, { organizationId, jobId: extractId, payload: { type } });
  return presentExtract(job);
};
