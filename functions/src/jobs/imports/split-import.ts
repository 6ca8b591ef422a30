import { importChunkJob, type splitImportJob, type JobMessage, type JobResult } from '@tessera/events';
import pLimit from 'p-limit';
import { streamObject } from '../../adapters/object-storage';
import { sendJob } from '../../adapters/job-queue';
import { getImportJob, type ImportJob, type ImportProblem } from '../../db/imports/imports';
import { markImportStarted, recordRowsRead, recordSplit, refuseImport } from '../../db/imports/import-changes';
import { writeBundlePlan, type BundleChunk } from './bundle/bundle-chunks';
import { splitBundle } from './bundle/split-bundle';
import { chunkRows, writeChunk } from './chunk-store';
import { IMPORT_KIND_RULES } from './kinds';
import type { ChunkRow, ImportKindRules } from './kinds/kind';
import { ORGANISATION_FILE_LOCALE } from '../../lib/csv/dates';
import { CsvFileProblem } from '../../lib/csv/open-csv-rows';
import { fileProblemOf, openImportFile, type ImportSeparator } from './read-rows';

type SplitResult = JobResult<typeof splitImportJob>;

/** Chunk messages sent at once. */
const SEND_PARALLELISM = 10;

class FileRefused extends Error {
  constructor(readonly problem: ImportProblem) {
    super(problem.code);
  }
}

interface SplitPlan {
  rows: number;
  /** How the file was read: its encoding and separator (the log shows them). */
  encoding: string;
  separator: ImportSeparator;
  chunks: { chunk: number; firstLine: number; lastLine: number; rows: number }[];
  /** A OneRoster bundle's chunks, written one after the other (the first is sent; each sends the next). */
  bundle?: BundleChunk[];
}

/**
 * A OneRoster bundle (ADR 0030): read by its zip directory, its entities' chunks written in dependency order
 * and planned to run one after the other. The binding's files are UTF-8 and comma-separated (the reader
 * refuses any other encoding), which the log says as it does for a CSV.
 */
async function splitBundleFile(job: ImportJob, bytes: AsyncIterable<Uint8Array>): Promise<SplitPlan> {
  const split = await splitBundle(job.organizationId, job.importId, bytes, chunkRows());
  if (!split.ok) throw new FileRefused(split.problem);
  await writeBundlePlan(job.organizationId, job.importId, split.chunks);
  await recordRowsRead(job, split.rows, new Date().toISOString());
  return { rows: split.rows, chunks: split.chunks, encoding: 'utf-8', separator: 'comma', bundle: split.chunks };
}

/**
 * Reads the file once, as it arrives (read-rows.ts: encoding, separator and header as people's files have
 * them; a file lacking a required column is refused before anything is written), a row whose natural key an
 * earlier row has marked with that row's line, and every chunkRows() rows (500) written as one chunk object. Holds
 * one chunk and the natural keys seen, never the file.
 */
async function splitFile(job: ImportJob, rules: ImportKindRules, bytes: AsyncIterable<Uint8Array>): Promise<SplitPlan> {
  const { organizationId, importId } = job;
  const seen = new Map<string, number>();
  const rowsPerChunk = chunkRows();
  let pending: ChunkRow[] = [];
  const chunks: SplitPlan['chunks'] = [];
  let rows = 0;
  const flush = async () => {
    const chunk = chunks.length;
    await writeChunk(organizationId, importId, chunk, pending);
    chunks.push({
      chunk,
      firstLine: pending[0]!.line,
      lastLine: pending[pending.length - 1]!.line,
      rows: pending.length,
    });
    pending = [];
    await recordRowsRead(job, rows, new Date().toISOString());
  };
  try {
    const file = await openImportFile(bytes, rules.columns, ORGANISATION_FILE_LOCALE, rules.cells);
    if (!file.ok) throw new FileRefused(file.problem);
    for await (const row of file.rows) {
      const key = row.problem ? null : rules.naturalKey(row.values);
      const earlier = key === null ? undefined : seen.get(key);
      if (key !== null && earlier === undefined) seen.set(key, row.line);
      pending.push({
        line: row.line,
        values: row.values,
        ...(row.problem ? { problem: row.problem } : {}),
        ...(earlier === undefined ? {} : { duplicateOf: earlier }),
      });
      rows += 1;
      if (pending.length === rowsPerChunk) await flush();
    }
    if (pending.length > 0) await flush();
    if (rows === 0) throw new FileRefused({ code: 'no_rows', params: {} });
    return { rows, chunks, encoding: file.encoding(), separator: file.separator };
  } catch (error) {
    if (error instanceof CsvFileProblem) throw new FileRefused(fileProblemOf(error.problem));
    throw error;
  }
}

/**
 * The split message's work (events' splitImportJob): the run is marked started, its file split into chunks,
 * the row and chunk counts recorded once, and one chunk message sent per chunk. A file refused whole ends the
 * run in exception with its problem; no record of the kind was written. A redelivered split (after a crash, or
 * after it finished) does the same again: the chunk objects are the same keys and contents, the counts are
 * already set, and resent chunk messages of done chunks change nothing.
 */
export async function splitImport(message: JobMessage<typeof splitImportJob>): Promise<SplitResult> {
  const key = { organizationId: message.organizationId, importId: message.jobId };
  const job = await getImportJob(key.organizationId, key.importId, { consistent: true });
  if (!job || job.state === 'finished' || job.state === 'exception') return { outcome: 'skipped', rows: 0, chunks: 0 };
  if (!(await markImportStarted(key, new Date().toISOString()))) return { outcome: 'skipped', rows: 0, chunks: 0 };
  let plan: SplitPlan;
  try {
    const bytes = await streamObject(job.key);
    if (!bytes) throw new FileRefused({ code: 'file_missing', params: {} });
    plan =
      job.kind === 'oneroster'
        ? await splitBundleFile(job, bytes)
        : await splitFile(job, IMPORT_KIND_RULES[job.kind], bytes);
  } catch (error) {
    if (!(error instanceof FileRefused)) throw error;
    await refuseImport(key, error.problem, new Date().toISOString());
    return { outcome: 'refused', rows: 0, chunks: 0 };
  }
  if (job.chunkCount === null)
    await recordSplit(
      key,
      { rows: plan.rows, chunks: plan.chunks.length, encoding: plan.encoding, separator: plan.separator },
      new Date().toISOString(),
    );
  if (plan.bundle) {
    const first = plan.bundle[0]!;
    await sendJob(importChunkJob, {
      organizationId: key.organizationId,
      jobId: key.importId,
      chunk: first.chunk,
      payload: { kind: first.kind, firstLine: first.firstLine, lastLine: first.lastLine, rows: first.rows },
    });
    return { outcome: 'split', rows: plan.rows, chunks: plan.chunks.length };
  }
  const limit = pLimit(SEND_PARALLELISM);
  await Promise.all(
    plan.chunks.map(({ chunk, firstLine, lastLine, rows }) =>
      limit(() =>
        sendJob(importChunkJob, {
          organizationId: key.organizationId,
          jobId: key.importId,
          chunk,
          payload: { kind: job.kind, firstLine, lastLine, rows },
        }),
      ),
    ),
  );
  return { outcome: 'split', rows: plan.rows, chunks: plan.chunks.length };
}

/** A split whose every delivery failed or timed out (its message in the DLQ): the run ends in exception, nothing written. */
export async function failSplit(message: JobMessage<typeof splitImportJob>): Promise<void> {
  const key = { organizationId: message.organizationId, importId: message.jobId };
  await refuseImport(key, { code: 'read_failed', params: {} }, new Date().toISOString());
}
