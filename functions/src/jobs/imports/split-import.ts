import { CsvProblem } from '@tessera/shared';
import { importChunkJob, type splitImportJob, type JobMessage, type JobResult } from '@tessera/events';
import pLimit from 'p-limit';
import { streamObject } from '../../adapters/object-storage';
import { sendJob } from '../../adapters/job-queue';
import { getImportJob, type ImportJob, type ImportProblem } from '../../db/imports/imports';
import { markImportStarted, recordRowsRead, recordSplit, refuseImport } from '../../db/imports/import-changes';
import { CHUNK_ROWS, writeChunk } from './chunk-store';
import { IMPORT_KIND_RULES } from './kinds';
import type { ChunkRow, ImportKindRules } from './kinds/kind';
import { readImportRows, type ImportRow } from './read-rows';

type SplitResult = JobResult<typeof splitImportJob>;

/** Chunk messages sent at once. */
const SEND_PARALLELISM = 10;

class FileRefused extends Error {
  constructor(readonly problem: ImportProblem) {
    super(problem.code);
  }
}

/**
 * The header's column for each of the kind's columns (its name or an alias), or the first required column it
 * lacks. Headers are compared trimmed and lower-cased (the reader gives them so).
 */
function columnsOf(rules: ImportKindRules, header: readonly string[]): Map<string, string> {
  const present = new Set(header);
  const found = new Map<string, string>();
  for (const column of rules.columns) {
    const name = [column.name, ...(column.aliases ?? [])].find((candidate) => present.has(candidate));
    if (name !== undefined) found.set(column.name, name);
    else if (column.required) throw new FileRefused({ code: 'missing_column', params: { column: column.name } });
  }
  return found;
}

interface SplitPlan {
  rows: number;
  chunks: { chunk: number; firstLine: number; lastLine: number; rows: number }[];
}

/**
 * Reads the file once, as it arrives: the header checked on the first row (a file lacking a required column
 * is refused before anything is written), each row's cells renamed to the kind's columns, a row whose natural
 * key an earlier row has marked with that row's line, and every CHUNK_ROWS rows written as one chunk object.
 * Holds one chunk and the natural keys seen, never the file.
 */
async function splitFile(job: ImportJob, rules: ImportKindRules, bytes: AsyncIterable<Uint8Array>): Promise<SplitPlan> {
  const { organizationId, importId } = job;
  const seen = new Map<string, number>();
  const plan: SplitPlan = { rows: 0, chunks: [] };
  let columns: Map<string, string> | undefined;
  let pending: ChunkRow[] = [];
  const flush = async () => {
    const chunk = plan.chunks.length;
    await writeChunk(organizationId, importId, chunk, pending);
    plan.chunks.push({
      chunk,
      firstLine: pending[0]!.line,
      lastLine: pending[pending.length - 1]!.line,
      rows: pending.length,
    });
    pending = [];
    await recordRowsRead(job, plan.rows, new Date().toISOString());
  };
  try {
    for await (const row of readImportRows(bytes) as AsyncIterable<ImportRow>) {
      columns ??= columnsOf(rules, Object.keys(row.values));
      const values = Object.fromEntries(
        [...columns].map(([column, header]) => [column, (row.values[header] ?? '').trim()]),
      );
      const key = rules.naturalKey(values);
      const earlier = key === null ? undefined : seen.get(key);
      if (key !== null && earlier === undefined) seen.set(key, row.line);
      pending.push({ line: row.line, values, ...(earlier === undefined ? {} : { duplicateOf: earlier }) });
      plan.rows += 1;
      if (pending.length === CHUNK_ROWS) await flush();
    }
  } catch (error) {
    if (error instanceof CsvProblem) throw new FileRefused({ code: 'bad_csv', params: { problem: error.message } });
    throw error;
  }
  if (pending.length > 0) await flush();
  if (plan.rows === 0) throw new FileRefused({ code: 'no_rows', params: {} });
  return plan;
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
  const rules = IMPORT_KIND_RULES[job.kind];
  let plan: SplitPlan;
  try {
    const bytes = await streamObject(job.key);
    if (!bytes) throw new FileRefused({ code: 'file_missing', params: {} });
    plan = await splitFile(job, rules, bytes);
  } catch (error) {
    if (!(error instanceof FileRefused)) throw error;
    await refuseImport(key, error.problem, new Date().toISOString());
    return { outcome: 'refused', rows: 0, chunks: 0 };
  }
  if (job.chunkCount === null) await recordSplit(key, plan.rows, plan.chunks.length, new Date().toISOString());
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

/** A split whose every delivery failed (the file could not be read): the run ends in exception, nothing written. */
export async function failSplit(message: JobMessage<typeof splitImportJob>): Promise<void> {
  const key = { organizationId: message.organizationId, importId: message.jobId };
  await refuseImport(key, { code: 'read_failed', params: {} }, new Date().toISOString());
}
