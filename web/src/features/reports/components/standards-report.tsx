import type { NodeStandardsReport, SectionStandardsReport } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-error';
import { useLocale, useT } from '../../../lib/i18n';
import { useDownloadReport, type ReportFile } from '../api/download-report';

type Standard = SectionStandardsReport['standards'][number];
type Student = SectionStandardsReport['students'][number] | NodeStandardsReport['students'][number];
const STATUSES = ['met', 'not_met', 'not_yet_assessed'] as const;

/**
 * The chart: one bar per standard split into met, not met and not yet assessed. The bars are drawn for the eye
 * (hidden from screen readers); each standard's counts are written beside them, so nothing is only a colour.
 */
export function StandardsChart({ standards }: { standards: Standard[] }) {
  const t = useT('reports');
  return (
    <figure className="standards-chart">
      <figcaption className="standards-chart__caption">{t('chart')}</figcaption>
      <ul className="standards-chart__legend" aria-hidden="true">
        {STATUSES.map((status) => (
          <li key={status}>
            <span className={`standards-chart__swatch standards-chart__swatch--${status}`} />
            {t(`status.${status}`)}
          </li>
        ))}
      </ul>
      <ul className="standards-chart__rows">
        {standards.map((standard) => {
          const total = standard.met + standard.not_met + standard.not_yet_assessed;
          return (
            <li key={standard.id} className="standards-chart__row">
              <span className="standards-chart__label">
                <strong>{standard.code}</strong> {standard.title}
              </span>
              <span className="standards-chart__bar" aria-hidden="true">
                {STATUSES.map((status) =>
                  standard[status] > 0 ? (
                    <span
                      key={status}
                      className={`standards-chart__part standards-chart__swatch--${status}`}
                      style={{ width: `${(standard[status] / Math.max(total, 1)) * 100}%` }}
                    />
                  ) : null,
                )}
              </span>
              <span className="standards-chart__counts">{t('chartCounts', standard)}</span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}

/** Students × standards: each cell the status in words. */
export function StandardsTable({ standards, students }: { standards: Standard[]; students: Student[] }) {
  const t = useT('reports');
  const columns: Column<Student>[] = [
    { id: 'student', header: t('student'), cell: (student) => `${student.first_name} ${student.last_name}` },
    ...standards.map((standard) => ({
      id: standard.id,
      header: standard.code || standard.title,
      cell: (student: Student) => {
        const status = student.standards[standard.id] ?? 'not_yet_assessed';
        return <span className={`standard-status standard-status--${status}`}>{t(`status.${status}`)}</span>;
      },
    })),
  ];
  return <DataTable caption={t('tableCaption')} columns={columns} rows={students} rowKey={(student) => student.id} />;
}

/** "Download CSV" for a report: the server's file, with the byte-order mark spreadsheets need. */
export function DownloadButton({ file, label }: { file: ReportFile; label?: string }) {
  const t = useT('reports');
  const locale = useLocale();
  const toast = useToast();
  const download = useDownloadReport();
  return (
    <Button
      disabled={download.isPending}
      aria-label={label}
      onClick={() =>
        download.mutate(file, {
          onSuccess: () => toast.show(t('downloaded')),
          onError: (error) => toast.show(errorText(error, locale)),
        })
      }
    >
      {t('download')}
    </Button>
  );
}
