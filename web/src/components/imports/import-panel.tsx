import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ImportKind, ImportLogView } from '@tessera/shared';
import { errorText } from '../../lib/api-error';
import { displayDateTime } from '../../lib/display-date';
import { useLocale, useT } from '../../lib/i18n';
import {
  isImportOf,
  isImportRunning,
  useImportLog,
  useImportLogs,
  useRememberStartedImport,
} from '../../lib/import-jobs';
import { Button } from '../ui/button';
import { DataTable } from '../ui/data-table';
import { ImportLog, ImportStatus } from './import-log';
import { ImportUpload } from './import-upload';
import './imports.css';

/**
 * A kind's import, whole (issue 24; spec 2 §3, §4, §9): the upload, then the log of the import shown (the one
 * just started, else the newest, else the one picked), polled every 3 s while it runs, and the latest logs with
 * their states and results, polled while one of them runs. Any screen that imports a file uses this panel with
 * its kind (and node, for a kind that hangs on one, with `checkTarget` to stop an upload without it); `intro` (what the file holds, its template) goes above the
 * upload. On a wide screen the log stands beside the upload, so what was started is seen without scrolling; on
 * a phone the started log is scrolled into view. A dialog on one node or section (`onlyHere`) lists only the
 * imports started there, and is told when one it watched ends (`onFinished`: its screen reads its lists again).
 */
export function ImportPanel({
  kind,
  nodeId,
  groupId,
  checkTarget,
  intro,
  onlyHere = false,
  onFinished,
}: {
  kind: ImportKind;
  nodeId?: string;
  /** The section a `section-members` file fills. */
  groupId?: string;
  /** See ImportUpload: false keeps the file from being sent (its folder is missing). */
  checkTarget?: () => boolean;
  intro?: ReactNode;
  onlyHere?: boolean;
  onFinished?: (log: ImportLogView) => void;
}) {
  const t = useT('importJobs');
  const common = useT('common');
  const id = useId();
  const locale = useLocale();
  const logs = useImportLogs(kind);
  const remember = useRememberStartedImport();
  const [chosen, setChosen] = useState<string | null>(null);
  const items = logs.data?.items.filter((log) => !onlyHere || isImportOf(log, { nodeId, groupId })) ?? [];
  const shownId = chosen ?? items[0]?.id ?? null;
  const shown = useImportLog(shownId);
  /** The logs seen running here: one that then ends is reported once to `onFinished`. */
  const running = useRef(new Set<string>());
  const logBox = useRef<HTMLDivElement>(null);
  /** Set when an import starts: its log is scrolled into view once it shows. */
  const reveal = useRef(false);

  const started = (log: ImportLogView) => {
    void remember(log);
    reveal.current = true;
    setChosen(log.id);
  };

  useEffect(() => {
    const log = shown.data;
    if (!log) return;
    if (isImportRunning(log)) running.current.add(log.id);
    else if (running.current.delete(log.id)) onFinished?.(log);
  }, [shown.data, onFinished]);

  useEffect(() => {
    if (!reveal.current || !shown.data) return;
    reveal.current = false;
    logBox.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown.data]);

  return (
    <div className="import-panel-frame">
      <div className="import-panel">
        <div className="import-panel__start">
          {intro}
          <ImportUpload kind={kind} nodeId={nodeId} groupId={groupId} checkTarget={checkTarget} onStarted={started} />
        </div>
        <div ref={logBox} className="import-panel__log">
          {shown.data ? <ImportLog log={shown.data} /> : null}
          {shown.error ? (
            <p role="alert" className="error-text">
              {t('log.loadFailed')} {errorText(shown.error, locale)}
            </p>
          ) : null}
        </div>
        <section className="import-logs" aria-labelledby={`${id}-logs`}>
          <h2 id={`${id}-logs`}>{t('list.title')}</h2>
          {logs.error ? (
            <p role="alert" className="error-text">
              {errorText(logs.error, locale)}
            </p>
          ) : null}
          {logs.isPending ? <p>{common('loading')}</p> : null}
          {logs.isSuccess && items.length === 0 ? <p className="muted">{t('list.empty')}</p> : null}
          {logs.isSuccess && items.length > 0 ? (
            <DataTable
              caption={t('list.caption')}
              rows={items}
              rowKey={(log) => log.id}
              columns={[
                { id: 'file', header: t('list.file'), cell: (log) => log.filename },
                { id: 'date', header: t('list.date'), cell: (log) => displayDateTime(log.created_at, locale) },
                { id: 'status', header: t('list.status'), cell: (log) => <ImportStatus status={log.status} /> },
                { id: 'result', header: t('list.result'), cell: (log) => log.details },
                {
                  id: 'actions',
                  header: t('list.show'),
                  hiddenHeader: true,
                  actions: true,
                  cell: (log) =>
                    log.id === shownId ? (
                      <span className="muted">{t('list.shown')}</span>
                    ) : (
                      <Button
                        size="small"
                        aria-label={t('list.showNamed', {
                          name: log.filename,
                          date: displayDateTime(log.created_at, locale),
                        })}
                        onClick={() => setChosen(log.id)}
                      >
                        {t('list.show')}
                      </Button>
                    ),
                },
              ]}
            />
          ) : null}
        </section>
      </div>
    </div>
  );
}
