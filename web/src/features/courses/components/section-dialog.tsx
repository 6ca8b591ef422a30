import { X } from 'lucide-react';
import { useState } from 'react';
import { LOG_DISPLAY_OPTIONS, SECTION_LIMITS, type SectionView, type sectionFieldsSchema } from '@tessera/shared';
import type * as z from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { DateField } from '../../../components/ui/date-field';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { IconButton } from '../../../components/ui/icon-button';
import { SearchField } from '../../../components/ui/search-field';
import { SelectField } from '../../../components/ui/select-field';
import { useToast } from '../../../components/ui/toast';
import { useT } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOwnerCandidates } from '../api/list-owner-candidates';
import { useTerms } from '../api/list-terms';
import { useSaveSection } from '../api/save-section';
import { unreadDateErrors } from '../utils/field-errors';
import { useFormProblems } from '../utils/use-form-problems';
import { isoDate } from '../utils/iso-date';

type Owner = { id: string; first_name: string; last_name: string };
type LogDisplay = z.infer<typeof sectionFieldsSchema>['display_log_type'] & string;

/**
 * The section editor (spec 2 §3, §5): code, title, the name the home shows, owners, term, start and end
 * dates, log display, mentor notifications and field-placement sync. The server checks the fields (a code
 * unique in the organisation, end ≥ start + 1 day) and its sentences show under them.
 */
export function SectionDialog({
  courseId,
  nodeId,
  section,
  onClose,
}: {
  courseId: string;
  nodeId: string;
  section: SectionView | null;
  onClose: () => void;
}) {
  const t = useT('courses');
  const msg = useT('messages');
  const common = useT('common');
  const toast = useToast();
  const save = useSaveSection(courseId);
  const terms = useTerms();
  const [code, setCode] = useState(section?.group_code ?? '');
  const [title, setTitle] = useState(section?.title ?? '');
  const [name, setName] = useState(section && section.name !== section.title ? section.name : '');
  const [owners, setOwners] = useState<Owner[]>(section?.owners ?? []);
  const [termId, setTermId] = useState(section?.term_id ?? '');
  const [start, setStart] = useState(isoDate(section?.start_date));
  const [end, setEnd] = useState(isoDate(section?.end_date));
  const [logDisplay, setLogDisplay] = useState<LogDisplay>(section?.display_log_type ?? 'none');
  const [mentors, setMentors] = useState(section?.mentor_notifications === 'enabled');
  const [placement, setPlacement] = useState(section?.sync_to_field_placement ?? false);
  const [ownerSearch, setOwnerSearch] = useState('');
  const settledSearch = useDebouncedValue(ownerSearch);
  const candidates = useOwnerCandidates(nodeId, settledSearch);
  const { problems: errors, show, clear } = useFormProblems();
  const [dateErrors, setDateErrors] = useState<Record<string, string>>({});
  const ownerError = Object.entries(errors.fields).find(([field]) => field.startsWith('owner_ids'))?.[1];

  const submit = async () => {
    // A date the date field could not read is said under it and never sent (the API would read it month first).
    const unread = unreadDateErrors({ start_date: start, end_date: end }, common('date.invalid'));
    setDateErrors(unread);
    clear();
    if (Object.keys(unread).length > 0) return;
    try {
      const saved = await save.mutateAsync({
        id: section?.id,
        version: section?.version,
        fields: {
          group_code: code,
          title,
          name: name.trim() || undefined,
          owner_ids: owners.map((owner) => owner.id),
          term_id: termId || null,
          start_date: start || null,
          end_date: end || null,
          display_log_type: logDisplay,
          mentor_notifications: mentors ? 'enabled' : 'disabled',
          sync_to_field_placement: placement,
        },
      });
      toast.show(t(section ? 'admin.sections.saved' : 'admin.sections.created', { title: saved.title }));
      onClose();
    } catch (error) {
      show(error);
    }
  };

  const offered = (candidates.data?.users ?? []).filter((person) => !owners.some((owner) => owner.id === person.id));
  return (
    <Dialog
      open
      onClose={onClose}
      size="wide"
      title={section ? t('admin.sections.editTitle') : t('admin.sections.createTitle')}
    >
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormAlert message={errors.alert} />
        <FormField
          label={t('admin.sections.code')}
          value={code}
          maxLength={SECTION_LIMITS.code}
          error={errors.fields.group_code}
          onChange={(event) => setCode(event.target.value)}
        />
        <FormField
          label={t('admin.sections.title')}
          value={title}
          maxLength={SECTION_LIMITS.title}
          error={errors.fields.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <FormField
          label={t('admin.sections.name')}
          hint={t('admin.sections.nameHint')}
          value={name}
          maxLength={SECTION_LIMITS.title}
          error={errors.fields.name}
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset className="fieldset">
          <legend className="fieldset__legend">{t('admin.sections.owners')}</legend>
          {owners.length > 0 ? (
            <ul className="plain-list chip-list">
              {owners.map((owner) => (
                <li key={owner.id} className="chip">
                  {owner.first_name} {owner.last_name}
                  <IconButton
                    icon={X}
                    label={t('admin.sections.removeOwner', { name: `${owner.first_name} ${owner.last_name}` })}
                    onClick={() => setOwners(owners.filter((entry) => entry.id !== owner.id))}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          <SearchField label={t('admin.sections.ownerSearch')} value={ownerSearch} onChange={setOwnerSearch} />
          {offered.length > 0 ? (
            <ul className="plain-list candidate-list">
              {offered.slice(0, 8).map((person) => (
                <li key={person.id}>
                  <Button
                    size="small"
                    onClick={() => {
                      setOwners([...owners, person]);
                      setOwnerSearch('');
                    }}
                  >
                    {t('admin.sections.addOwner', { name: `${person.first_name} ${person.last_name}` })}
                  </Button>
                </li>
              ))}
            </ul>
          ) : settledSearch.trim() && candidates.isSuccess ? (
            <p className="muted" role="status">
              {msg('courses.member.no_result')}
            </p>
          ) : null}
          {ownerError ? (
            <p role="alert" className="error-text">
              {ownerError}
            </p>
          ) : null}
        </fieldset>
        <SelectField
          label={t('admin.sections.term')}
          value={termId}
          error={errors.fields.term_id}
          onChange={(event) => setTermId(event.target.value)}
        >
          <option value="">{t('admin.sections.noTerm')}</option>
          {terms.data?.map((term) => (
            <option key={term.id} value={term.id}>
              {term.name}
            </option>
          ))}
        </SelectField>
        <DateField
          label={t('admin.sections.start')}
          value={start}
          onChange={setStart}
          error={dateErrors.start_date ?? errors.fields.start_date}
        />
        <DateField
          label={t('admin.sections.end')}
          value={end}
          onChange={setEnd}
          min={start || undefined}
          error={dateErrors.end_date ?? errors.fields.end_date}
        />
        <SelectField
          label={t('admin.sections.logDisplay')}
          value={logDisplay}
          onChange={(event) => setLogDisplay(event.target.value as LogDisplay)}
        >
          {LOG_DISPLAY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {msg(option.label)}
            </option>
          ))}
        </SelectField>
        <CheckboxField
          label={t('admin.sections.mentorNotifications')}
          checked={mentors}
          onChange={(event) => setMentors(event.target.checked)}
        />
        <CheckboxField
          label={t('admin.sections.placement')}
          checked={placement}
          onChange={(event) => setPlacement(event.target.checked)}
        />
        <div className="form__actions">
          <Button type="submit" variant="primary" disabled={save.isPending}>
            {t('admin.save')}
          </Button>
          <Button onClick={onClose}>{t('admin.cancel')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
