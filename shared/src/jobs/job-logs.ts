import { type HierarchyMessageKey } from '../messages/hierarchy';

/** Extract and import logs as the admin screens show them (spec 2 §3, §4, §8, §9). */

/**
 * spec 2 §4, §9: extract and import log polling every 3 seconds; CSV import keeps at most 1000 errors. Nothing
 * reads them yet: the extract and import screens will poll at this interval and an import's error report will
 * keep at most this many errors; their behaviour tests arrive with them.
 */
export const LOG_POLL_INTERVAL_MS = 3000;
export const CSV_IMPORT_MAX_ERRORS = 1000;

export const EXTRACT_LOG_STATUSES = ['created', 'started', 'finished', 'exception'] as const;
export type ExtractLogStatus = (typeof EXTRACT_LOG_STATUSES)[number];

export interface ExtractLog {
  id: string;
  status: ExtractLogStatus;
  public_url?: string | null;
}

/** spec 2 §4: the page polls while a log is created or started. */
export function extractLogsNeedPolling(logs: readonly Pick<ExtractLog, 'status'>[]): boolean {
  return logs.some((log) => log.status === 'created' || log.status === 'started');
}

/** spec 2 §4: a download becomes possible when the log is finished (and has its file's link). */
export function canDownloadExtract(log: Pick<ExtractLog, 'status' | 'public_url'>): boolean {
  return log.status === 'finished' && typeof log.public_url === 'string' && log.public_url !== '';
}

/**
 * spec 2 §4: shows the latest log, or the latest two if the newest is not finished (so the last finished
 * extract stays downloadable while a new one runs). `logs` come newest first, as the API lists them.
 */
export function visibleExtractLogs<T extends Pick<ExtractLog, 'status'>>(logs: readonly T[]): T[] {
  const [newest] = logs;
  if (newest === undefined) return [];
  return newest.status === 'finished' ? [newest] : logs.slice(0, 2);
}

export const IMPORT_LOG_TYPES = ['csv', 'api'] as const;
export type ImportLogType = (typeof IMPORT_LOG_TYPES)[number];

/** csv logs: created, started, finished, exception; api logs: created, generating, finished. */
export type ImportLogStatus = 'created' | 'started' | 'generating' | 'finished' | 'exception';

export interface ImportLog {
  id: string;
  type: ImportLogType;
  status: ImportLogStatus;
  filename?: string | null;
  aggregation_log?: unknown;
  import_result?: { success_count: number; warning_count?: number; failed_count: number } | null;
}

const hasFilename = (log: Pick<ImportLog, 'filename'>): boolean =>
  typeof log.filename === 'string' && log.filename !== '';

/** spec 2 §4: the status to show. An api log that is finished without a filename still counts as generating. */
export function importLogStatus(log: Pick<ImportLog, 'type' | 'status' | 'filename'>): ImportLogStatus {
  return log.type === 'api' && log.status === 'finished' && !hasFilename(log) ? 'generating' : log.status;
}

/** spec 2 §4: a log needs generation when it is api type and created, or csv type with no aggregation_log. */
export function importLogNeedsGeneration(log: Pick<ImportLog, 'type' | 'status' | 'aggregation_log'>): boolean {
  if (log.type === 'api') return log.status === 'created';
  return log.aggregation_log === undefined || log.aggregation_log === null;
}

/** spec 2 §4: download is ready when the log is finished and a filename exists. */
export function importLogReadyToDownload(log: Pick<ImportLog, 'status' | 'filename'>): boolean {
  return log.status === 'finished' && hasFilename(log);
}

/** spec 2 §4: the screen polls while logs are created, started or generating (as shown, see importLogStatus). */
export function importLogsNeedPolling(logs: readonly Pick<ImportLog, 'type' | 'status' | 'filename'>[]): boolean {
  return logs.some((log) => ['created', 'started', 'generating'].includes(importLogStatus(log)));
}

/** spec 2 §8: "N import successfully, M failed". */
export function importResultMessage(result: { success_count: number; failed_count: number }): {
  key: HierarchyMessageKey;
  params: { success: number; failed: number };
} {
  return { key: 'hierarchy.import.result', params: { success: result.success_count, failed: result.failed_count } };
}
