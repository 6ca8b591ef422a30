import { Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { SectionTimeLogView, TimeLogEntryView } from '@tessera/shared';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { IconButton } from '../../../components/ui/icon-button';
import { displayDate } from '../../../lib/display-date';
import { useLocale, useT } from '../../../lib/i18n';

type MemberLog = SectionTimeLogView['members'][number];

/**
 * One member's log (issue 11): the totals — overall and per category, with durations in a time log and counts
 * only in a categories-only one — then the entries, latest first; the member's own carry edit and delete.
 */
export function MemberTimeLog({
  member,
  timed,
  heading,
  onEdit,
  onDelete,
}: {
  member: MemberLog;
  timed: boolean;
  /** The member's name as a heading (owners and mentors read several); none for the member's own log. */
  heading?: string;
  onEdit?: (entry: TimeLogEntryView) => void;
  onDelete?: (entry: TimeLogEntryView) => void;
}) {
  const t = useT('courses');
  const locale = useLocale();
  const headingId = useId();
  const name = `${member.first_name} ${member.last_name}`;
  const day = (entry: TimeLogEntryView) => displayDate(entry.date, locale);
  const columns: Column<TimeLogEntryView>[] = [
    { id: 'date', header: t('timeLog.columns.date'), cell: day },
    ...(timed
      ? [{ id: 'duration', header: t('timeLog.columns.duration'), cell: (entry: TimeLogEntryView) => entry.duration }]
      : []),
    { id: 'category', header: t('timeLog.columns.category'), cell: (entry) => entry.log_category_name },
    { id: 'note', header: t('timeLog.columns.note'), cell: (entry) => entry.note },
    ...(onEdit && onDelete
      ? [
          {
            id: 'actions',
            header: t('timeLog.columns.actions'),
            actions: true,
            hiddenHeader: true,
            cell: (entry: TimeLogEntryView) =>
              entry.can_change ? (
                <span className="button-row">
                  <IconButton
                    icon={Pencil}
                    label={t('timeLog.editEntry', { date: day(entry) })}
                    onClick={() => onEdit(entry)}
                  />
                  <IconButton
                    icon={Trash2}
                    label={t('timeLog.deleteEntry', { date: day(entry) })}
                    onClick={() => onDelete(entry)}
                  />
                </span>
              ) : null,
          },
        ]
      : []),
  ];
  const totals = member.totals;
  return (
    <section aria-labelledby={heading ? headingId : undefined} className="card stack">
      {heading ? <h2 id={headingId}>{heading}</h2> : null}
      <p>
        <strong>
          {timed
            ? t('timeLog.totals', { duration: totals.duration, count: totals.entries })
            : t('timeLog.totalsEntries', { count: totals.entries })}
        </strong>
      </p>
      {totals.by_category.length > 0 ? (
        <ul className="plain-list time-log-totals">
          {totals.by_category.map((sum) => (
            <li key={sum.log_category_id}>
              {timed
                ? t('timeLog.byCategory', { name: sum.name, duration: sum.duration, count: sum.entries })
                : t('timeLog.byCategoryEntries', { name: sum.name, count: sum.entries })}
            </li>
          ))}
        </ul>
      ) : null}
      {member.entries.length === 0 ? (
        <p className="muted">{t('timeLog.none')}</p>
      ) : (
        <DataTable
          caption={t('timeLog.caption', { name })}
          columns={columns}
          rows={member.entries}
          rowKey={(entry) => entry.id}
        />
      )}
    </section>
  );
}
