import { useState, type FormEvent, type ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import { useParams } from 'react-router';
import { TEST_NAMES, type Profile } from '@tessera/shared';
import { Button } from '../../../../components/ui/button';
import { DateField } from '../../../../components/ui/date-field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { FormField } from '../../../../components/ui/form-field';
import { PageHeader } from '../../../../components/ui/page-header';
import { QueryStatus } from '../../../../components/ui/query-status';
import { SelectField } from '../../../../components/ui/select-field';
import { useToast } from '../../../../components/ui/toast';
import { errorText, isApiError } from '../../../../lib/api-error';
import { useAttachmentUi } from '../../../../lib/attachment-ui';
import { useCurrentUser } from '../../../../lib/current-user';
import { displayDate } from '../../../../lib/display-date';
import { useLocale, useT } from '../../../../lib/i18n';
import { useResumeName } from '../api/get-attachment';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { ResumeLink } from '../components/resume-link';
import {
  changesOf,
  draftOf,
  draftProblems,
  PROFILE_FLAG_FIELDS,
  type Flag,
  type ProfileDraft,
  type ProfileFlagField,
  type ProfileTextField,
} from '../utils/profile-draft';
import '../account.css';

/**
 * /profile (one's own, editable) and /profile/{userId} (another member's, read as the server shows it): the
 * profile of spec 2 §3, §5. Faculty see demographic and academic fields only where the organisation grants it:
 * the server leaves the others out and the page shows what it got.
 */
export default function ProfileRoute() {
  const t = useT('account');
  const user = useCurrentUser();
  const { userId = user.id } = useParams();
  const profile = useProfile(userId);
  const own = userId === user.id;
  // The version a Save just made: the form taking it (a new one, keyed by version) says it was saved.
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  return (
    <section className="page">
      <PageHeader
        title={own ? t('profile.title') : t('profile.titleOf')}
        description={own ? t('profile.description') : t('profile.descriptionOf')}
      />
      <QueryStatus query={profile} />
      {profile.data ? (
        own ? (
          <ProfileForm
            key={profile.data.version}
            userId={userId}
            profile={profile.data}
            justSaved={savedVersion === profile.data.version}
            onSaved={setSavedVersion}
          />
        ) : (
          <ProfileView profile={profile.data} />
        )
      ) : null}
    </section>
  );
}

const todayHere = () => {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
};

function ProfileForm({
  userId,
  profile,
  justSaved,
  onSaved,
}: {
  userId: string;
  profile: Profile;
  /** This version is the one a Save just made: "Profile saved." beside the button until the next change. */
  justSaved: boolean;
  onSaved: (version: number) => void;
}) {
  const t = useT('account');
  const msg = useT('messages');
  const locale = useLocale();
  const toast = useToast();
  const ui = useAttachmentUi();
  const save = useUpdateProfile(userId);
  const [draft, setDraftState] = useState<ProfileDraft>(() => draftOf(profile, null));
  // Any change after a save takes the "saved" confirmation away: it speaks of what is on the screen.
  const setDraft = (change: (now: ProfileDraft) => ProfileDraft) => {
    setChanged(true);
    setDraftState(change);
  };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [changed, setChanged] = useState(false);
  const resumeName = useResumeName(userId, draft.resume && !draft.resume.filename ? draft.resume.id : undefined);

  const setText = (name: ProfileTextField, value: string) =>
    setDraft((now) => ({ ...now, text: { ...now.text, [name]: value } }));
  const setFlag = (name: ProfileFlagField, value: Flag) =>
    setDraft((now) => ({ ...now, flags: { ...now.flags, [name]: value } }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const problems = draftProblems(draft, todayHere());
    const worded = Object.fromEntries(
      Object.entries(problems).map(([name, problem]) => [name, msg(problem.key, problem.params)]),
    );
    setErrors(worded);
    if (Object.keys(worded).length > 0) {
      setAlert(t('profile.fix'));
      return;
    }
    save.mutate(changesOf(draft, profile), {
      onSuccess: (saved) => {
        onSaved(saved.version);
        toast.show(t('profile.saved'));
      },
      onError: (failure) => {
        if (isApiError(failure)) setErrors(failure.fields);
        setAlert(errorText(failure, locale));
      },
    });
  };

  const text = (name: ProfileTextField, extra: { type?: string; autoComplete?: string } = {}) => (
    <FormField
      label={t(`profile.fields.${name}`)}
      value={draft.text[name]}
      error={errors[name]}
      onChange={(event) => setText(name, event.target.value)}
      {...extra}
    />
  );
  const flag = (name: ProfileFlagField) => (
    <SelectField
      label={t(`profile.fields.${name}`)}
      value={draft.flags[name]}
      error={errors[name]}
      onChange={(event) => setFlag(name, event.target.value as Flag)}
    >
      <option value="">{t('profile.unset')}</option>
      <option value="yes">{t('profile.yes')}</option>
      <option value="no">{t('profile.no')}</option>
    </SelectField>
  );

  return (
    <form className="form profile-form" noValidate onSubmit={onSubmit}>
      <FormAlert message={alert} />
      <fieldset className="fieldset">
        <legend className="fieldset__legend">{t('profile.contact')}</legend>
        {text('role')}
        {text('address', { autoComplete: 'street-address' })}
        {text('phone', { type: 'tel', autoComplete: 'tel' })}
        <div className="field">
          <span className="field__label" id="profile-resume-label">
            {t('profile.fields.resume')}
          </span>
          {draft.resume && ui ? (
            <div className="profile-form__resume">
              <ui.AttachmentLink
                ownerId={userId}
                attachmentId={draft.resume.id}
                filename={draft.resume.filename || resumeName.data || t('profile.resumeFile')}
              />
              {ui.AttachmentPreview ? (
                // A resume is no portfolio's: its preview is always offered (spec 1 §5 hides it by workflow only).
                <ui.AttachmentPreview
                  ownerId={userId}
                  attachmentId={draft.resume.id}
                  filename={draft.resume.filename || resumeName.data || t('profile.resumeFile')}
                />
              ) : null}
            </div>
          ) : (
            <p className="field__hint">{t('profile.noResume')}</p>
          )}
          {errors.resume ? <p className="error-text">{errors.resume}</p> : null}
          <div className="form__actions">
            <Button variant="secondary" onClick={() => setPicking(true)} aria-describedby="profile-resume-label">
              {draft.resume ? t('profile.replaceResume') : t('profile.addResume')}
            </Button>
            {draft.resume ? (
              <Button variant="secondary" onClick={() => setDraft((now) => ({ ...now, resume: null }))}>
                {t('profile.removeResume')}
              </Button>
            ) : null}
          </div>
          {ui ? (
            <ui.AttachmentPicker
              open={picking}
              onClose={() => setPicking(false)}
              label={t('profile.fields.resume')}
              target={{}}
              onPicked={(file) => {
                setDraft((now) => ({ ...now, resume: { id: file.id, filename: file.filename } }));
                setPicking(false);
              }}
            />
          ) : null}
        </div>
      </fieldset>
      {profile.visible.demographic_data ? (
        <fieldset className="fieldset">
          <legend className="fieldset__legend">{t('profile.demographic')}</legend>
          {text('gender')}
          {text('ethnicity')}
          {text('race_details')}
          {flag('first_generation_student')}
          {flag('pell_eligibility')}
          <DateField
            label={t('profile.fields.birthday')}
            hint={t('profile.birthdayHint')}
            value={draft.birthday}
            error={errors.birthday}
            onChange={(birthday) => setDraft((now) => ({ ...now, birthday }))}
          />
        </fieldset>
      ) : null}
      {profile.visible.academic_data ? (
        <fieldset className="fieldset">
          <legend className="fieldset__legend">{t('profile.academic')}</legend>
          {text('major')}
          <FormField
            label={t('profile.fields.year_of_admission')}
            value={draft.year_of_admission}
            error={errors.year_of_admission}
            inputMode="numeric"
            onChange={(event) => setDraft((now) => ({ ...now, year_of_admission: event.target.value }))}
          />
          {flag('transfer_student')}
          {text('class_level')}
          {text('academic_program')}
          <fieldset className="fieldset">
            <legend className="fieldset__legend">{t('profile.fields.test_scores')}</legend>
            {TEST_NAMES.map((test) => (
              <FormField
                key={test}
                label={test}
                value={draft.scores[test]}
                error={errors[`test_scores.${test}`]}
                inputMode="numeric"
                onChange={(event) =>
                  setDraft((now) => ({ ...now, scores: { ...now.scores, [test]: event.target.value } }))
                }
              />
            ))}
          </fieldset>
        </fieldset>
      ) : null}
      <div className="form__actions">
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
        {/* Where the reader pressed Save (issue 21: the page said nothing there), as well as in the toast. */}
        <p className="profile-form__saved" role="status">
          {justSaved && !changed ? (
            <>
              <CircleCheck className="icon" aria-hidden="true" />
              {t('profile.saved')}
            </>
          ) : null}
        </p>
      </div>
    </form>
  );
}

/** Another member's profile as the server showed it: only the fields it sent. */
function ProfileView({ profile }: { profile: Profile }) {
  const t = useT('account');
  const locale = useLocale();
  const shownFlag = (value: boolean | null | undefined) =>
    value === true ? t('profile.yes') : value === false ? t('profile.no') : '—';
  const rows: [string, ReactNode][] = [];
  const add = (name: string, value: ReactNode) =>
    rows.push([t(`profile.fields.${name}` as 'profile.fields.role'), value]);
  for (const name of [
    'role',
    'address',
    'phone',
    'gender',
    'ethnicity',
    'race_details',
    'birthday',
    'major',
    'class_level',
    'academic_program',
  ] as const)
    if (name in profile)
      // The birthday as the reader's language writes a date (the API words it MM/DD/YYYY).
      add(name, name === 'birthday' && profile.birthday ? displayDate(profile.birthday, locale) : profile[name] || '—');
  for (const name of PROFILE_FLAG_FIELDS) if (name in profile) add(name, shownFlag(profile[name]));
  if ('year_of_admission' in profile) add('year_of_admission', profile.year_of_admission ?? '—');
  if (profile.test_scores)
    add(
      'test_scores',
      TEST_NAMES.filter((test) => profile.test_scores?.[test] != null)
        .map((test) => `${test} ${profile.test_scores?.[test]}`)
        .join(', ') || '—',
    );
  if ('resume' in profile) add('resume', profile.resume ? <ResumeLink userId={profile.user_id} /> : '—');
  return (
    <dl className="profile-view">
      {rows.map(([label, value]) => (
        <div key={label} className="profile-view__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
