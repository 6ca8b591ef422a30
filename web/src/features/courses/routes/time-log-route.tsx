import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TimeLogEntryView } from '@tessera/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryStatus } from '../../../components/ui/query-status';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-error';
import { displayDate } from '../../../lib/display-date';
import { useLocale, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useDeleteTimeLogEntry } from '../api/delete-time-log-entry';
import { useSectionTimeLog } from '../api/get-section-time-log';
import { MemberTimeLog } from '../components/member-time-log';
import { TimeLogEntryForm } from '../components/time-log-entry-form';
import '../courses.css';

/**
 * /via/groups/:groupId/time-log (issue 11): a section's time log. A member adds, changes and deletes their own
 * entries and sees their totals; owners and mentors read every member's log with totals. Anyone else, and a
 * section keeping no log, gets the server's 404 ("not found").
 */
export function TimeLogRoute() {
  const t = useT('courses');
  const locale = useLocale();
  const toast = useToast();
  const { groupId = '' } = useParams();
  const query = useSectionTimeLog(groupId);
  const remove = useDeleteTimeLogEntry(groupId);
  const [editing, setEditing] = useState<TimeLogEntryView | null>(null);
  const [deleting, setDeleting] = useState<TimeLogEntryView | null>(null);
  const log = query.data;
  const back = (
    <Link to={paths.inProgress} className="back-link">
      <ArrowLeft className="icon" aria-hidden="true" />
      {t('timeLog.back')}
    </Link>
  );
  if (!log) {
    return (
      <section className="page">
        {back}
        <PageHeader title={t('timeLog.link')} />
        <QueryStatus query={query} />
      </section>
    );
  }
  const timed = log.display_log_type === 'TimeLog';
  const own = log.reads_every_log ? undefined : log.members[0];
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ entryId: deleting.id, version: deleting.version });
      toast.show(t('timeLog.deleted'));
      setDeleting(null);
    } catch {
      // The dialog shows the server's sentence (a stale entry, a closed section) and stays open.
    }
  };
  return (
    <section className="page stack time-log">
      {back}
      <PageHeader title={t('timeLog.heading', { title: log.title })} />
      <p className="muted">{t('timeLog.display', { label: log.display_log_label })}</p>
      {log.status === 'closed' ? <p className="notice">{t('timeLog.closed')}</p> : null}
      {log.can_record && log.categories.length === 0 ? <p className="notice">{t('timeLog.noCategories')}</p> : null}
      {log.can_record && log.categories.length > 0 ? (
        editing ? (
          <TimeLogEntryForm key={editing.id} log={log} entry={editing} onDone={() => setEditing(null)} />
        ) : (
          <TimeLogEntryForm key="new" log={log} onDone={() => undefined} />
        )
      ) : null}
      {own ? (
        <MemberTimeLog member={own} timed={timed} onEdit={setEditing} onDelete={setDeleting} />
      ) : log.members.length === 0 ? (
        <p className="muted">{t('timeLog.noMembers')}</p>
      ) : (
        log.members.map((member) => (
          <MemberTimeLog
            key={member.user_id}
            member={member}
            timed={timed}
            heading={`${member.first_name} ${member.last_name}`}
          />
        ))
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('timeLog.deleteTitle')}
        confirmLabel={t('timeLog.delete')}
        destructive
        pending={remove.isPending}
        error={remove.error ? errorText(remove.error, locale) : null}
        onConfirm={() => void confirmDelete()}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
      >
        <p>
          {deleting
            ? t('timeLog.deleteText', {
                date: displayDate(deleting.date, locale),
                category: deleting.log_category_name,
              })
            : ''}
        </p>
      </ConfirmDialog>
    </section>
  );
}

export default TimeLogRoute;
