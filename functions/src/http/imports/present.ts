import {
  CSV_IMPORT_MAX_ERRORS,
  importErrorKey,
  type ImportErrorCode,
  type ImportLogView,
  type MessageKey,
} from '@tessera/shared';
import { presignGet } from '../../adapters/object-storage';
import type { ImportChunk, ImportJob } from '../../db/imports/imports';
import { text, type Localizable, type Text } from '../../lib/text';

/** How long an error report's link works. */
export const REPORT_LINK_SECONDS = 15 * 60;

const sentence = (code: string, params: Record<string, string | number>): Text =>
  text(importErrorKey(code as ImportErrorCode) as MessageKey, params);

/** What the log says of the run: the spec's result sentence once finished, the problem, or where it is. */
function detailsOf(job: ImportJob): Text {
  if (job.problem) return sentence(job.problem.code, job.problem.params);
  if (job.state === 'finished') {
    return text('imports.result', { success: job.successCount, failed: job.failedCount });
  }
  if (job.state === 'created') return text('imports.waiting');
  if (job.rowsTotal === null) return text('imports.reading');
  return text('imports.importing', { done: job.rowsDone, total: job.rowsTotal });
}

/** The first 1,000 row errors in file order (spec 2 §9), from the chunks read in order. */
function keptErrors(job: ImportJob, chunks: readonly ImportChunk[]) {
  const errors = chunks
    .flatMap((chunk) => chunk.errors)
    .sort((a, b) => a.line - b.line)
    .slice(0, CSV_IMPORT_MAX_ERRORS)
    .map((error) => ({
      code: error.code,
      row: error.line,
      column: error.column,
      message: sentence(error.code, error.params),
    }));
  const problem = job.problem
    ? [{ code: job.problem.code, row: null, column: null, message: sentence(job.problem.code, job.problem.params) }]
    : [];
  return { errors: [...problem, ...errors], omitted: Math.max(0, job.errorCount - errors.length) };
}

/**
 * The enrollment log (spec 2 §3) of a run: `chunks` are the chunks read for its errors (none for a list row,
 * whose errors are then all counted as omitted). The error report is a short-lived download link.
 */
export async function presentImport(
  job: ImportJob,
  chunks: readonly ImportChunk[] = [],
): Promise<Localizable<ImportLogView>> {
  const { errors, omitted } = keptErrors(job, chunks);
  const report = job.reportKey
    ? {
        url: await presignGet({
          key: job.reportKey,
          fileName: `${job.kind}-import-errors-${job.importId}.csv`,
          contentType: 'text/csv',
          disposition: 'attachment',
          expiresSeconds: REPORT_LINK_SECONDS,
        }),
        expires_at: new Date(Date.now() + REPORT_LINK_SECONDS * 1000).toISOString(),
        rows: job.reportRows,
      }
    : null;
  return {
    id: job.importId,
    type: 'csv',
    kind: job.kind,
    status: job.state,
    import_result: {
      success_count: job.successCount,
      warning_count: job.warningCount,
      failed_count: job.failedCount,
    },
    filename: job.fileName,
    file:
      job.fileEncoding !== null && job.fileSeparator !== null
        ? { encoding: job.fileEncoding, separator: job.fileSeparator }
        : null,
    details: detailsOf(job),
    error_codes: errors,
    errors_omitted: omitted,
    aggregation_log: report,
    progress: { rows_read: job.rowsRead, rows_done: job.rowsDone, rows_total: job.rowsTotal },
    node_id: job.nodeId,
    group_id: job.groupId,
    started_by: job.startedBy,
    created_at: job.createdAt,
    updated_at: job.updatedAt,
    finished_at: job.finishedAt,
  };
}
