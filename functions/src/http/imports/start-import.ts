import { humanFileSize, invalid, notFound, type startImport } from '@tessera/shared';
import { splitImportJob } from '@tessera/events';
import { headObject } from '../../adapters/object-storage';
import { sendJob } from '../../adapters/job-queue';
import { getImportJob, getImportUpload, type ImportJob } from '../../db/imports/imports';
import { startImportJob } from '../../db/imports/import-changes';
import type { UseCase } from '../../lib/http/types';
import { requireImportTarget } from './access';
import { presentImport } from './present';
import { fileRefusal } from './refusals';
import { importUploadIdOf } from './upload-key';

/**
 * POST /api/imports (202): the key must be one the caller was signed for, in their organisation, for this
 * kind, still unstarted and unexpired (anything else is 404, whoever's key it is); its folder or section
 * (access.ts requireImportTarget) the caller's to import into; the file must have arrived,
 * no larger than declared. The log is created and the upload's record removed in one transaction (an upload
 * starts one import; its id is the log's), then the split message is queued. The same request sent again
 * answers the same log, and queues its split again while it has not begun (the split is idempotent).
 */
export const startImportUseCase: UseCase<typeof startImport> = async ({ body }, { actor }) => {
  const organizationId = actor.organisation.organizationId;
  const uploadId = importUploadIdOf(body.key, { organizationId, ownerId: actor.userId, kind: body.kind });
  if (!uploadId) throw notFound('imports.upload.not_found');
  const queueSplit = (job: ImportJob) =>
    sendJob(splitImportJob, { organizationId, jobId: job.importId, payload: { kind: job.kind } });
  const upload = await getImportUpload(organizationId, uploadId);
  if (!upload) {
    // A retried start: the upload became this log.
    const started = await getImportJob(organizationId, uploadId, { consistent: true });
    if (!started || started.startedBy !== actor.userId || started.kind !== body.kind) {
      throw notFound('imports.upload.not_found');
    }
    if (started.state === 'created') await queueSplit(started);
    return presentImport(started);
  }
  const now = new Date();
  if (upload.ownerId !== actor.userId || upload.kind !== body.kind || upload.key !== body.key) {
    throw notFound('imports.upload.not_found');
  }
  if (Date.parse(upload.expiresAt) <= now.getTime()) throw notFound('imports.upload.not_found');
  const { nodeId, groupId } = await requireImportTarget(actor, body.kind, body);
  const head = await headObject(upload.key);
  if (!head) throw invalid('imports.upload.not_stored', { fields: { file: 'imports.upload.not_stored' } });
  if (head.size === 0) throw fileRefusal('invalid file size', 'imports.upload.empty');
  if (head.size > upload.declaredSize) {
    throw fileRefusal('invalid file size', 'imports.upload.too_large', { max: humanFileSize(upload.declaredSize) });
  }
  const job: ImportJob = {
    organizationId,
    importId: uploadId,
    kind: upload.kind,
    state: 'created',
    key: upload.key,
    fileName: upload.fileName,
    nodeId,
    groupId,
    startedBy: actor.userId,
    locale: actor.locale,
    rowsRead: 0,
    fileEncoding: null,
    fileSeparator: null,
    rowsTotal: null,
    chunkCount: null,
    chunksDone: 0,
    rowsDone: 0,
    successCount: 0,
    warningCount: 0,
    failedCount: 0,
    errorCount: 0,
    problem: null,
    reportKey: null,
    reportRows: 0,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    finishedAt: null,
  };
  const outcome = await startImportJob(job, upload);
  if (outcome === 'gone') throw notFound('imports.upload.not_found');
  const current = outcome === 'exists' ? await getImportJob(organizationId, uploadId, { consistent: true }) : job;
  if (!current) throw notFound('imports.upload.not_found');
  if (current.state === 'created') await queueSplit(current);
  return presentImport(current);
};
