import { Download } from 'lucide-react';
import { useId } from 'react';
import type { ImportLogView, ImportState } from '@tessera/shared';
import { displayDateTime } from '../../lib/display-date';
import { useLocale, useT } from '../../lib/i18n';
import { isImportRunning } from '../../lib/import-jobs';
import { DataTable } from '../ui/data-table';
import { StateBadge, type BadgeTone } from '../ui/state-badges';

/** Encodings by their usual names, the same in every language. */
const ENCODING_NAMES: Record<string, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 LE',
  'utf-16be': 'UTF-16 BE',
  'windows-1252': 'Windows-1252',
};

const TONES: Record<ImportState, BadgeTone> = {
  created: 'neutral',
  started: 'info',
  finished: 'success',
  exception: 'warning',
};

/** A log's state in words (spec 2 §4: created, started, then finished or exception), toned. */
export function ImportStatus({ status }: { status: ImportState }) {
  const t = useT('importJobs');
  return <StateBadge label={t(`status.${status}`)} tone={TONES[status]} />;
}

/**
 * One import's enrollment log (spec 2 §3, §4, §8): its state, while it runs a progress bar (rows done of the
 * file's rows; without a total yet, a bar that only says it is moving), the server's sentence ("N import
 * successfully, M failed" once finished, or where it is), the counts, how the file was read, the error report's
 * link and the first 1,000 errors, each worded in the reader's language by the server.
 */
export function ImportLog({ log, headingLevel = 2 }: { log: ImportLogView; headingLevel?: 2 | 3 }) {
  const t = useT('importJobs');
  const locale = useLocale();
  const id = useId();
  const number = new Intl.NumberFormat(locale);
  const Heading = `h${headingLevel}` as const;
  const running = isImportRunning(log);
  const { rows_done: done, rows_total: total, rows_read: read } = log.progress;
  const counts = [
    { id: 'success', label: t('log.success'), value: log.import_result.success_count },
    { id: 'warning', label: t('log.warning'), value: log.import_result.warning_count },
    { id: 'failed', label: t('log.failed'), value: log.import_result.failed_count },
  ];
  return (
    <section className="import-log" aria-labelledby={`${id}-title`}>
      <div className="import-log__head">
        <Heading id={`${id}-title`} className="import-log__title">
          {t('log.title', { name: log.filename })}
        </Heading>
        <ImportStatus status={log.status} />
      </div>
      <p className="muted">
        {t('log.started', { date: displayDateTime(log.created_at, locale) })}
        {log.finished_at ? ` · ${t('log.finished', { date: displayDateTime(log.finished_at, locale) })}` : null}
      </p>
      {running ? (
        <div className="import-progress">
          <label htmlFor={`${id}-progress`} className="import-progress__label">
            {t('log.progressLabel')}
          </label>
          <progress id={`${id}-progress`} max={total ?? undefined} value={total !== null ? done : undefined}>
            {total !== null ? t('log.rowsDone', { done: number.format(done), total: number.format(total) }) : null}
          </progress>
          <p className="field__hint" aria-hidden="true">
            {total !== null
              ? t('log.rowsDone', { done: number.format(done), total: number.format(total) })
              : t('log.rowsRead', { read: number.format(read) })}
          </p>
        </div>
      ) : null}
      {/* The server's sentence: where the run is, or its result; announced as it changes. */}
      <p role="status" className="import-log__details">
        {log.details}
      </p>
      <dl className="import-log__counts" aria-label={t('log.counts')}>
        {counts.map((count) => (
          <div key={count.id} className="import-log__count">
            <dt>{count.label}</dt>
            <dd>{number.format(count.value)}</dd>
          </div>
        ))}
      </dl>
      {log.file ? (
        <p className="muted">
          {t('log.readAs', {
            encoding: ENCODING_NAMES[log.file.encoding] ?? log.file.encoding,
            separator: t(`log.separator.${log.file.separator}`),
          })}
        </p>
      ) : null}
      {log.aggregation_log ? (
        <p>
          <a href={log.aggregation_log.url} download className="import-log__report" aria-describedby={`${id}-report`}>
            <Download className="icon" aria-hidden="true" />{' '}
            {t('log.report', { rows: number.format(log.aggregation_log.rows) })}
          </a>
          <span id={`${id}-report`} className="field__hint import-log__report-hint">
            {t('log.reportHint')}
          </span>
        </p>
      ) : null}
      {log.error_codes.length > 0 ? (
        <DataTable
          caption={t('log.errorsCaption', { name: log.filename })}
          rows={log.error_codes.map((error, index) => ({ ...error, index }))}
          rowKey={(error) => error.index}
          virtualFrom={200}
          columns={[
            {
              id: 'row',
              header: t('log.row'),
              cell: (error) => (error.row === null ? t('log.wholeFile') : number.format(error.row)),
            },
            { id: 'column', header: t('log.column'), cell: (error) => error.column ?? '' },
            { id: 'problem', header: t('log.problem'), cell: (error) => error.message },
            { id: 'code', header: t('log.code'), cell: (error) => <code>{error.code}</code> },
          ]}
        />
      ) : null}
      {log.errors_omitted > 0 && log.error_codes.length > 0 ? (
        <p className="muted">{t('log.omitted', { count: log.errors_omitted })}</p>
      ) : null}
    </section>
  );
}
