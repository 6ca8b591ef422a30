import { useState } from 'react';
import type { SectionTimeLogView, TimeLogEntryView } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { useToast } from '../../../components/ui/toast';
import { displayDate } from '../../../lib/display-date';
import { useLocale, useT } from '../../../lib/i18n';
import { useCreateTimeLogEntry } from '../api/create-time-log-entry';
import { useUpdateTimeLogEntry } from '../api/update-time-log-entry';
import { formErrors, unreadDateErrors } from '../utils/field-errors';

/** Today in the reader's own time zone (what "today" means to them), as YYYY-MM-DD. */
const todayIso = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * A member's entry, new or changed (issue 11): the date (not after today), the duration as hours:minutes in a
 * "Time-log & Categories" section (none in a categories-only one), one of the course's categories and a note.
 * The server checks every field and its sentences show under each; a change made elsewhere meanwhile is a
 * 409 whose sentence shows above the form.
 */
export function TimeLogEntryForm({
  log,
  entry,
  onDone,
}: {
  log: SectionTimeLogView;
  /** The entry changed; undefined to add one. */
  entry?: TimeLogEntryView;
  onDone: () => void;
}) {
  const t = useT('courses');
  const common = useT('common');
  const locale = useLocale();
  const toast = useToast();
  const create = useCreateTimeLogEntry(log.group_id);
  const update = useUpdateTimeLogEntry(log.group_id);
  const timed = log.display_log_type === 'TimeLog';
  const [date, setDate] = useState(entry?.date ?? todayIso());
  const [duration, setDuration] = useState(entry?.duration ?? '');
  const [category, setCategory] = useState(entry?.log_category_id ?? log.categories[0]?.id ?? '');
  const [note, setNote] = useState(entry?.note ?? '');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const submit = async () => {
    const unread = unreadDateErrors({ date }, common('date.invalid'));
    setFields(unread);
    setAlert(null);
    if (Object.keys(unread).length > 0) return;
    const body = { date, duration: timed ? duration : null, log_category_id: category, note };
    try {
      if (entry) await update.mutateAsync({ ...body, entryId: entry.id, version: entry.version });
      else await create.mutateAsync(body);
      toast.show(entry ? t('timeLog.saved') : t('timeLog.added'));
      if (!entry) {
        setDuration('');
        setNote('');
      }
      onDone();
    } catch (error) {
      const problems = formErrors(error, locale);
      setFields(problems.fields);
      setAlert(problems.alert);
    }
  };

  const headingId = entry ? `time-log-edit-${entry.id}` : 'time-log-add';
  return (
    <section aria-labelledby={headingId} className="card stack">
      <h2 id={headingId}>
        {entry ? t('timeLog.editHeading', { date: displayDate(entry.date, locale) }) : t('timeLog.addHeading')}
      </h2>
      <form
        className="form time-log-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormAlert message={alert} />
        <DateField label={t('timeLog.date')} value={date} onChange={setDate} error={fields.date} />
        {timed ? (
          <FormField
            label={t('timeLog.duration')}
            hint={t('timeLog.durationHint')}
            value={duration}
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            error={fields.duration}
            onChange={(event) => setDuration(event.target.value)}
          />
        ) : null}
        <SelectField
          label={t('timeLog.category')}
          value={category}
          error={fields.log_category_id}
          onChange={(event) => setCategory(event.target.value)}
        >
          <option value="">{t('timeLog.chooseCategory')}</option>
          {log.categories.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </SelectField>
        <FormField
          label={t('timeLog.note')}
          value={note}
          maxLength={1000}
          error={fields.note}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="form__actions">
          <Button type="submit" variant="primary" disabled={pending}>
            {entry ? t('timeLog.save') : t('timeLog.add')}
          </Button>
          {entry ? <Button onClick={onDone}>{t('timeLog.cancel')}</Button> : null}
        </div>
      </form>
    </section>
  );
}
