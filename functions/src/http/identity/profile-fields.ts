import {
  TEST_NAMES,
  TEST_SCORE_RANGES,
  formatCalendarDateIso,
  formatCalendarDateUs,
  invalid,
  parseIsoCalendarDate,
  parseUsCalendarDate,
  testScoreProblem,
  validateBirthday,
  visibleProfileFields,
  type FieldError,
  type ProfileReader,
  type updateProfile,
} from '@tessera/shared';
import type { Organisation } from '../../db/identity/entities/organisation';
import { EMPTY_PROFILE_FIELDS, type Profile, type ProfileFields } from '../../db/identity/profiles';
import type { Actor } from '../../lib/http/types';
import { readAttachment } from '../../ports/attachments';
import type { UseCaseInput } from '../../lib/http/types';

type ProfileBody = UseCaseInput<typeof updateProfile>['body'];

/** Who reads whose profile (spec 2 §6): the owner, an administrator, faculty, or nobody (null: 404). */
export function profileReader(actor: Actor, userId: string): ProfileReader | null {
  if (actor.userId === userId) return 'owner';
  if (actor.roles.includes('admin') || actor.roles.includes('root_admin')) return 'admin';
  if (actor.roles.includes('faculty')) return 'faculty';
  return null;
}

const permissionOf = (organisation: Organisation) => ({
  academicData: organisation.facultyAcademicData,
  demographicData: organisation.facultyDemographicData,
});

/** The profile as `reader` may see it: fields outside their groups are left out. */
export function presentProfile(
  userId: string,
  profile: Profile | null,
  reader: ProfileReader,
  organisation: Organisation,
) {
  const fields = profile?.fields ?? EMPTY_PROFILE_FIELDS;
  const visible = new Set(visibleProfileFields(reader, permissionOf(organisation)));
  const shown: Record<string, unknown> = {};
  for (const [name, value] of Object.entries({ ...EMPTY_PROFILE_FIELDS, ...fields })) {
    if (!visible.has(name)) continue;
    const birthday = name === 'birthday' && typeof value === 'string' ? parseIsoCalendarDate(value) : undefined;
    shown[name] = birthday ? formatCalendarDateUs(birthday) : value;
  }
  return {
    ...shown,
    user_id: userId,
    visible: { academic_data: visible.has('major'), demographic_data: visible.has('gender') },
    version: profile?.version ?? 0,
    updated_at: profile?.updatedAt ?? null,
  };
}

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();

/**
 * The fields after a save: absent ones kept, null ones cleared, text trimmed; every rule checked at once
 * (spec 2 §5: birthday not in the future, MM/DD/YYYY; test scores on their scales; the admission year; the
 * resume one of the owner's own uploaded files). Refused with every broken field named.
 */
export async function changedFields(actor: Actor, current: ProfileFields, body: ProfileBody): Promise<ProfileFields> {
  const errors: Record<string, FieldError> = {};
  const next: ProfileFields = { ...current, test_scores: { ...current.test_scores } };
  for (const name of [
    'gender',
    'role',
    'major',
    'ethnicity',
    'race_details',
    'class_level',
    'academic_program',
    'address',
    'phone',
  ] as const) {
    const value = blankToNull(body[name]);
    if (value !== undefined) next[name] = value;
  }
  for (const name of ['first_generation_student', 'pell_eligibility', 'transfer_student'] as const) {
    if (body[name] !== undefined) next[name] = body[name];
  }
  if (body.year_of_admission !== undefined) {
    const max = new Date().getUTCFullYear() + 1;
    const year = body.year_of_admission;
    if (year !== null && (year < 1900 || year > max))
      errors.year_of_admission = { key: 'account.profile.year_invalid', params: { max } };
    else next.year_of_admission = year;
  }
  if (body.test_scores !== undefined) {
    for (const test of TEST_NAMES) {
      const score = body.test_scores[test];
      if (score === undefined) continue;
      if (score === null) {
        delete next.test_scores[test];
        continue;
      }
      const problem = testScoreProblem(test, score);
      if (problem) errors[`test_scores.${test}`] = { key: problem, params: { test, ...TEST_SCORE_RANGES[test] } };
      else next.test_scores[test] = score;
    }
  }
  const birthday = blankToNull(body.birthday);
  if (birthday !== undefined) {
    // Today as the server's UTC calendar date (the user's own zone is not known here; a day's difference at
    // most, on the birthday itself).
    const now = new Date();
    const today = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
    const problem = validateBirthday(birthday, today);
    const parsed = birthday === null ? undefined : parseUsCalendarDate(birthday);
    if (problem) errors.birthday = problem;
    else next.birthday = parsed ? formatCalendarDateIso(parsed) : null;
  }
  if (body.resume !== undefined) {
    const resume =
      body.resume === null ? null : await readAttachment(actor.organisation.organizationId, actor.userId, body.resume);
    if (body.resume !== null && !resume) errors.resume = 'account.profile.resume_not_found';
    else next.resume = body.resume;
  }
  const broken = Object.entries(errors);
  if (broken.length > 0) {
    const [, first] = broken[0] as [string, FieldError];
    throw invalid(typeof first === 'string' ? first : first.key, {
      ...(typeof first === 'string' ? {} : { params: first.params }),
      fields: errors,
    });
  }
  return next;
}
