/**
 * The profile (spec 2 §3 "Profile fields", §5 "Profile", §6 faculty data permissions). Fields fall into the two
 * groups an organisation's system preference opens to faculty (`data_permission_for_faculty`: academic_data,
 * demographic_data) and the rest (role, contact, resume), which anyone who may read the profile sees.
 */
export const DEMOGRAPHIC_PROFILE_FIELDS = [
  'gender',
  'ethnicity',
  'race_details',
  'first_generation_student',
  'pell_eligibility',
  'birthday',
] as const;
export const ACADEMIC_PROFILE_FIELDS = [
  'major',
  'year_of_admission',
  'transfer_student',
  'class_level',
  'academic_program',
  'test_scores',
] as const;
export const CONTACT_PROFILE_FIELDS = ['role', 'address', 'phone', 'resume'] as const;

/** spec 2 §3: the test scores a profile holds, with the scale each is reported on (the spec gives no range). */
export const TEST_SCORE_RANGES = {
  SAT: { min: 400, max: 1600 },
  ACT: { min: 1, max: 36 },
  GRE: { min: 260, max: 340 },
  MCAT: { min: 472, max: 528 },
  GMAT: { min: 205, max: 805 },
  LSAT: { min: 120, max: 180 },
} as const;
export type TestName = keyof typeof TEST_SCORE_RANGES;
export const TEST_NAMES = Object.keys(TEST_SCORE_RANGES) as TestName[];

export interface FacultyDataPermission {
  academicData: boolean;
  demographicData: boolean;
}

/** Who reads a profile: its owner, an administrator, faculty (under the preference), or nobody else. */
export type ProfileReader = 'owner' | 'admin' | 'faculty';

/**
 * The groups a reader sees (spec 2 §6): the owner and administrators everything; faculty the contact fields,
 * plus the academic and demographic groups only where the organisation's preference grants them.
 */
export function visibleProfileFields(reader: ProfileReader, permission: FacultyDataPermission): readonly string[] {
  if (reader !== 'faculty')
    return [...CONTACT_PROFILE_FIELDS, ...DEMOGRAPHIC_PROFILE_FIELDS, ...ACADEMIC_PROFILE_FIELDS];
  return [
    ...CONTACT_PROFILE_FIELDS,
    ...(permission.academicData ? ACADEMIC_PROFILE_FIELDS : []),
    ...(permission.demographicData ? DEMOGRAPHIC_PROFILE_FIELDS : []),
  ];
}

/** The key of a score outside its scale's range, or undefined (whole numbers only). */
export function testScoreProblem(test: TestName, score: number): 'account.profile.score_out_of_range' | undefined {
  const range = TEST_SCORE_RANGES[test];
  return Number.isInteger(score) && score >= range.min && score <= range.max
    ? undefined
    : 'account.profile.score_out_of_range';
}
