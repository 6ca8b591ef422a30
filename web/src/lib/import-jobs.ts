import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getImport,
  getImportTemplate,
  listImports,
  presignImportUpload,
  startImport,
  UPLOAD_FAILURE_MESSAGES,
  type ImportKind,
  type ImportLogView,
  type ResponseBody,
  type ImportState,
  type MessageKey,
} from '@tessera/shared';
import { api } from './api-client';
import { downloadText } from './download';
import { isApiError } from './api-error';
import { useLocale } from './i18n';
import { postToStorage, StorageUploadError, type UploadProgress } from './post-to-storage';
import { resourceKeys } from './query-keys';

/**
 * The imports context's calls every screen that runs an import shares (issue 24: the import pages, the
 * hierarchy tabs' sites and labels, the courses tab's courses and sections, a section's members), kept here because features never import each other:
 * the file sent straight to S3 through the presigned POST and started as a job, and the logs read again every
 * 3 s while they run (spec 2 §4, §9). The screens' parts are in components/imports.
 */

/** Spec 2 §9: import logs are read again every 3 seconds while one is created or started. */
export const IMPORT_POLL_MS = 3000;

const RUNNING: readonly ImportState[] = ['created', 'started'];

/** Whether a log is still running (spec 2 §4: created, started), so the screen keeps polling it. */
export const isImportRunning = (log: Pick<ImportLogView, 'status'>): boolean => RUNNING.includes(log.status);

type ImportLogPage = ResponseBody<typeof listImports>;

/** A stage of the upload failed without a sentence of the server's own (spec 1 §8, as attachments word it). */
export class ImportUploadError extends Error {
  constructor(readonly messageKey: MessageKey) {
    super(messageKey);
    this.name = 'ImportUploadError';
  }
}

export type ImportUploadPhase = 'signing' | 'sending' | 'starting';

export interface ImportUploadRequest {
  kind: ImportKind;
  file: File;
  /** The node a kind that hangs on one is imported into (the server checks the caller's authority over it). */
  nodeId?: string;
  /** The section a `section-members` file fills (an open section the caller manages). */
  groupId?: string;
  onPhase?: (phase: ImportUploadPhase) => void;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

const withoutSentence = (error: unknown) => !isApiError(error) || error.status === 0 || error.status >= 500;

/**
 * presign → POST to S3 (XHR, for its upload progress) → start (202 with the log in `created`). The server's
 * refusals ("Invalid file type", the size) come as its ApiError; the presign and the storage failing without
 * one become ImportUploadError with the attachments' sentences (spec 1 §8).
 */
export async function uploadImportFile(request: ImportUploadRequest): Promise<ImportLogView> {
  const { kind, file, nodeId, groupId, onPhase, onProgress, signal } = request;
  onPhase?.('signing');
  let form;
  try {
    form = await api(presignImportUpload, { body: { kind, file_name: file.name, file_size: file.size }, signal });
  } catch (error) {
    if (withoutSentence(error) && !(error instanceof DOMException)) {
      throw new ImportUploadError(UPLOAD_FAILURE_MESSAGES.presign);
    }
    throw error;
  }
  signal?.throwIfAborted();
  onPhase?.('sending');
  try {
    await postToStorage(form, file, (progress) => onProgress?.(progress), signal);
  } catch (error) {
    if (error instanceof StorageUploadError) throw new ImportUploadError(UPLOAD_FAILURE_MESSAGES.storage);
    throw error;
  }
  onPhase?.('starting');
  return api(startImport, {
    body: { kind, key: form.key, ...(nodeId ? { node_id: nodeId } : {}), ...(groupId ? { group_id: groupId } : {}) },
  });
}

/** GET /api/imports/{id}: one log with its first 1,000 errors and its report link, polled while it runs. */
export const importLogQueryOptions = (id: string, locale: string) =>
  queryOptions({
    queryKey: resourceKeys.importLog(id, locale),
    queryFn: ({ signal }) => api(getImport, { path: { id }, signal }),
    refetchInterval: (query) => (query.state.data && isImportRunning(query.state.data) ? IMPORT_POLL_MS : false),
  });

/** GET /api/imports?kind=: the latest logs of a kind, newest first, polled while one of them runs. */
export const importLogListQueryOptions = (kind: ImportKind, locale: string) =>
  queryOptions({
    queryKey: resourceKeys.importLogList(kind, locale),
    queryFn: ({ signal }) => api(listImports, { query: { kind }, signal }),
    refetchInterval: (query) => (query.state.data?.items.some(isImportRunning) ? IMPORT_POLL_MS : false),
  });

export function useImportLog(id: string | null) {
  const locale = useLocale();
  return useQuery({ ...importLogQueryOptions(id ?? '', locale), enabled: id !== null });
}

export function useImportLogs(kind: ImportKind) {
  const locale = useLocale();
  return useQuery(importLogListQueryOptions(kind, locale));
}

/**
 * A started import's log put where its screen reads it and first in its kind's list (so both show it at once,
 * and the list polls while it runs), then the kind's lists read again.
 */
export function rememberStartedImport(client: QueryClient, log: ImportLogView, locale: string): Promise<void> {
  client.setQueryData(resourceKeys.importLog(log.id, locale), log);
  client.setQueryData(resourceKeys.importLogList(log.kind, locale), (page: ImportLogPage | undefined) =>
    page ? { ...page, items: [log, ...page.items.filter((item) => item.id !== log.id)] } : page,
  );
  return client.invalidateQueries({ queryKey: [...resourceKeys.importLogs(), 'list', log.kind] });
}

export function useRememberStartedImport() {
  const client = useQueryClient();
  const locale = useLocale();
  return (log: ImportLogView) => rememberStartedImport(client, log, locale);
}

/**
 * GET /api/imports/templates/{kind}: the kind's template (its header and example rows), handed to the browser
 * with the byte-order mark spreadsheets need to read it as UTF-8 (the import dialogs' link; the import pages
 * have their own).
 */
export async function downloadImportTemplate(kind: ImportKind): Promise<void> {
  const file = await api(getImportTemplate, { path: { kind } });
  downloadText(file.filename, 'text/csv', file.content, { bom: true });
}

/** Whether a log was started on this node or section (a dialog on one shows only its own imports). */
export const isImportOf = (log: ImportLogView, target: { nodeId?: string; groupId?: string }): boolean =>
  (target.nodeId === undefined || log.node_id === target.nodeId) &&
  (target.groupId === undefined || log.group_id === target.groupId);
