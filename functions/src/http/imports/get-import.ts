import { CSV_IMPORT_MAX_ERRORS, notFound, type getImport } from '@tessera/shared';
import { getImportJob, readImportChunks } from '../../db/imports/imports';
import type { UseCase } from '../../lib/http/types';
import { importReader } from './access';
import { presentImport } from './present';

/**
 * GET /api/imports/{id}: the log with its progress, its first 1,000 errors (its chunks read in order until
 * they hold that many) and its error report's link; 404 for anyone the log is not for (access.ts). A log being
 * polled every 3 s (spec 2 §9) costs one GetItem while it runs and has no errors.
 */
export const getImportUseCase: UseCase<typeof getImport> = async ({ path }, { actor }) => {
  const organizationId = actor.organisation.organizationId;
  const job = await getImportJob(organizationId, path.id);
  if (!job || !(await importReader(actor)(job))) throw notFound();
  const chunks = job.errorCount > 0 ? await readImportChunks(organizationId, job.importId, CSV_IMPORT_MAX_ERRORS) : [];
  return presentImport(job, chunks);
};
