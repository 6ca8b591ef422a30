import { EXTRACT_LINK_SECONDS, type ExtractLogView, type MessageKey } from '@tessera/shared';
import { presignGet } from '../../adapters/object-storage';
import type { ExtractJob } from '../../db/extracts/extracts';
import { text, type Localizable, type Text } from '../../lib/text';

/** What the log says of the extract: where it is, its rows once finished, or why it failed. */
function detailsOf(job: ExtractJob): Text {
  if (job.state === 'exception') return text((job.problem ?? 'extracts.failed') as MessageKey);
  if (job.state === 'finished') return text('extracts.finished', { rows: job.rowsWritten });
  if (job.state === 'started') return text('extracts.writing', { rows: job.rowsWritten });
  return text('extracts.waiting');
}

/**
 * The extract log of spec 2 §3: once finished, `public_url` is a presigned GET of EXTRACT_LINK_SECONDS of
 * its file in the extracts bucket, whose answer names the file after the kind and the day
 * (Content-Disposition), signed afresh at each read (no call: a signature).
 */
export async function presentExtract(job: ExtractJob): Promise<Localizable<ExtractLogView>> {
  const finished = job.state === 'finished';
  const url = finished
    ? await presignGet({
        key: job.key,
        bucket: 'extracts',
        fileName: job.fileName,
        contentType: job.gzip ? 'application/gzip' : 'text/csv; charset=utf-8',
        disposition: 'attachment',
        expiresSeconds: EXTRACT_LINK_SECONDS,
      })
    : null;
  return {
    id: job.extractId,
    extract_type: job.extractType,
    status: job.state,
    public_url: url,
    public_url_expires_at: url ? new Date(Date.now() + EXTRACT_LINK_SECONDS * 1000).toISOString() : null,
    file_name: job.fileName,
    node_ids: job.nodeIds,
    term_ids: job.termIds,
    gzip: job.gzip,
    progress: { rows_written: job.rowsWritten },
    details: detailsOf(job),
    started_by: job.startedBy,
    created_at: job.createdAt,
    updated_at: job.updatedAt,
    finished_at: job.finishedAt,
  };
}
