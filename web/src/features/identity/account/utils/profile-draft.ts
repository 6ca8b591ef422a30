import {
  formatCalendarDateIso,
  formatCalendarDateUs,
  parseCalendarDate,
  parseIsoCalendarDate,
  TEST_NAMES,
  TEST_SCORE_RANGES,
  testScoreProblem,
  validateBirthday,
  type CalendarDate,
  type MessageKey,
  type Profile,
  type TestName,
} from '@tessera/shared';
import type { ProfileChanges } from '../api/update-profile';

export const PROFILE_TEXT_FIELDS = [
  'role',
  'address',
  'phone',
  'gender',
  'ethnicity',
  'race_details',
  'major',
  'class_level',
  'academic_program',
] as const;
export const PROFILE_FLAG_FIELDS = ['first_generation_student', 'pell_eligibility', 'transfer_student'] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];
export type ProfileFlagField = (typeof PROFILE_FLAG_FIELDS)[number];
/** A yes/no field as its select holds it: unset, yes or no. */
export type Flag = '' | 'yes' | 'no';

/** The form's state: every value as its control holds it (text), the resume as the attachment chosen. */
export interface ProfileDraft {
  text: Record<ProfileTextField, string>;
  flags: Record<ProfileFlagField, Flag>;
  year_of_admission: string;
  /** As the date field holds it: ISO, blank, or text it could not read in the reader's pattern. */
  birthday: string;
  scores: Record<TestName, string>;
  resume: { id: string; filename: string } | null;
}

/** The profile's birthday (MM/DD/YYYY, as the API words it) as the date field holds it (ISO). */
const isoOf = (birthday: string | null | undefined): string => {
  const date = parseCalendarDate(birthday);
  return date ? formatCalendarDateIso(date) : (birthday ?? '');
};

/** The date field's birthday as the API takes it (MM/DD/YYYY, spec 2 §5); text it could not read as it is. */
const wireBirthday = (birthday: string): string => {
  const date = parseIsoCalendarDate(birthday);
  return date ? formatCalendarDateUs(date) : birthday.trim();
};

const flagOf = (value: boolean | null | undefined): Flag => (value === true ? 'yes' : value === false ? 'no' : '');
const flagValue = (flag: Flag): boolean | null => (flag === 'yes' ? true : flag === 'no' ? false : null);

export function draftOf(profile: Profile, resumeName: string | null): ProfileDraft {
  const scores = profile.test_scores ?? {};
  return {
    text: Object.fromEntries(PROFILE_TEXT_FIELDS.map((name) => [name, profile[name] ?? ''])) as ProfileDraft['text'],
    flags: Object.fromEntries(
      PROFILE_FLAG_FIELDS.map((name) => [name, flagOf(profile[name])]),
    ) as ProfileDraft['flags'],
    year_of_admission: profile.year_of_admission?.toString() ?? '',
    birthday: isoOf(profile.birthday),
    scores: Object.fromEntries(
      TEST_NAMES.map((test) => [test, scores[test]?.toString() ?? '']),
    ) as ProfileDraft['scores'],
    resume: profile.resume ? { id: profile.resume, filename: resumeName ?? '' } : null,
  };
}

export interface FieldProblem {
  key: MessageKey;
  params?: Record<string, string | number>;
}

/** A whole number typed into a field, or null when blank; NaN for anything else (the field's problem). */
const wholeNumber = (value: string): number | null => {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

/**
 * The checks the browser makes before saving (spec 2 §5: birthday not in the future, a date the date field read
 * in the reader's pattern; test scores on their scales), by the field names the server uses for its own
 * (`birthday`, `test_scores.SAT`, …). The server checks again and its answers are shown the same way.
 */
export function draftProblems(draft: ProfileDraft, today: CalendarDate): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  // Text the date field could not read is refused here, never sent: the API reads MM/DD/YYYY, so "12/31/2000"
  // typed in Spanish would be taken month first.
  const unread = draft.birthday.trim() !== '' && !parseIsoCalendarDate(draft.birthday);
  const birthday = unread ? 'components.date.invalid' : validateBirthday(wireBirthday(draft.birthday), today);
  if (birthday) problems.birthday = { key: birthday };
  for (const test of TEST_NAMES) {
    const score = wholeNumber(draft.scores[test]);
    if (score === null) continue;
    const problem = testScoreProblem(test, score);
    if (problem) problems[`test_scores.${test}`] = { key: problem, params: { test, ...TEST_SCORE_RANGES[test] } };
  }
  const year = wholeNumber(draft.year_of_admission);
  if (year !== null && Number.isNaN(year))
    problems.year_of_admission = { key: 'account.profile.year_invalid', params: { max: today.year + 1 } };
  return problems;
}

/** The save's body: only the groups this reader was shown (the others stay as they are), at the version read. */
export function changesOf(draft: ProfileDraft, profile: Profile): ProfileChanges {
  const shown = (name: string) => name in profile;
  const body: ProfileChanges = { version: profile.version };
  for (const name of PROFILE_TEXT_FIELDS) {
    if (!shown(name)) continue;
    const value = draft.text[name].trim();
    body[name] = value === '' ? null : value;
  }
  for (const name of PROFILE_FLAG_FIELDS) if (shown(name)) body[name] = flagValue(draft.flags[name]);
  if (shown('year_of_admission')) body.year_of_admission = wholeNumber(draft.year_of_admission);
  if (shown('birthday')) body.birthday = draft.birthday.trim() === '' ? null : wireBirthday(draft.birthday);
  if (shown('test_scores'))
    body.test_scores = Object.fromEntries(TEST_NAMES.map((test) => [test, wholeNumber(draft.scores[test])]));
  if (shown('resume')) body.resume = draft.resume?.id ?? null;
  return body;
}
