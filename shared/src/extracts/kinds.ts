/**
 * The extract kinds (issue 25; spec 2 §2 "Extracts", §3 "Extract log"): the fourteen the spec names, one page
 * each at /extracts/{extract_type}, and the columns of those built so far (docs/extracts.md holds each kind's
 * columns with an example file and docs/data-model.md its read pattern). Server and web read both lists here:
 * the API refuses a kind not built yet with a sentence (extracts.type.not_available), and the page says so.
 */
export const EXTRACT_TYPES = [
  'placement',
  'rubric-assessment',
  'standard',
  'time-log',
  'section-activity-status',
  'student-activity-status',
  'form-submission',
  'observational-assessment',
  'account-and-login-data',
  'user-demographic-data',
  'user-academic-data',
  'group-templates-data',
  'groups',
  'memberships',
] as const;
export type ExtractType = (typeof EXTRACT_TYPES)[number];

/** The page the extracts area opens on (spec 2 §2: placement is the default). */
export const DEFAULT_EXTRACT_TYPE: ExtractType = 'placement';

/** Other names a kind answers to (spec 2 §2: section-activity-status is also `activity-status`). */
export const EXTRACT_TYPE_ALIASES: Readonly<Record<string, ExtractType>> = {
  'activity-status': 'section-activity-status',
};

/** Every name the page and the API take: the kinds and their aliases. */
export const EXTRACT_TYPE_NAMES = [...EXTRACT_TYPES, ...Object.keys(EXTRACT_TYPE_ALIASES)] as const;

/** The kind a name means (an alias read as its kind), or null for a name that is none. */
export function extractTypeOf(name: string): ExtractType | null {
  if ((EXTRACT_TYPES as readonly string[]).includes(name)) return name as ExtractType;
  return EXTRACT_TYPE_ALIASES[name] ?? null;
}

/** The kinds built so far (the others' pages say they are not available yet). */
export const BUILT_EXTRACT_TYPES = [
  'rubric-assessment',
  'groups',
  'memberships',
  'section-activity-status',
  'student-activity-status',
  'time-log',
  'standard',
  'account-and-login-data',
  'user-demographic-data',
  'user-academic-data',
  'group-templates-data',
] as const satisfies readonly ExtractType[];
export type BuiltExtractType = (typeof BUILT_EXTRACT_TYPES)[number];

/** Where a row's section sits: its folder, course, section and term (ids beside names, for joins). */
const SECTION_PLACE_COLUMNS = [
  'node_id',
  'node_name',
  'course_id',
  'course_name',
  'group_id',
  'group_code',
  'group_name',
  'term_id',
  'term_name',
] as const;

/** Who a row's student is. */
const STUDENT_COLUMNS = ['student_id', 'student_first_name', 'student_last_name', 'student_email'] as const;

/**
 * The columns of each kind built, in file order. Ids stand beside names so a warehouse can
 * join extracts with each other and with its own tables.
 */
export const EXTRACT_COLUMNS = {
  /** One row per criterion of each counted rubric assessment (a section's reports read the same assessments). */
  'rubric-assessment': [
    ...SECTION_PLACE_COLUMNS,
    'activity_id',
    'activity_title',
    ...STUDENT_COLUMNS,
    'portfolio_id',
    'revision',
    'assessor_id',
    'assessed_at',
    'component_id',
    'component_label',
    'rubric_id',
    'rubric_title',
    'criterion_id',
    'criterion_name',
    'level_id',
    'level_name',
    'points',
    'rubric_score',
  ],
  /** One row per section (a group of a group template). */
  groups: [
    'group_id',
    'group_code',
    'group_name',
    'group_title',
    'course_id',
    'course_name',
    'course_code',
    'node_id',
    'node_name',
    'term_id',
    'term_name',
    'status',
    'start_date',
    'end_date',
    'members_count',
    'owner_ids',
    'owner_names',
    'created_at',
    'updated_at',
  ],
  /** One row per member of each section, with their role in it. */
  memberships: [
    'group_id',
    'group_code',
    'group_name',
    'course_id',
    'course_name',
    'node_id',
    'term_id',
    'user_id',
    'email',
    'first_name',
    'last_name',
    'role',
    'added_at',
  ],
  /** One row per section × activity: how many of its students are at each status. */
  'section-activity-status': [
    ...SECTION_PLACE_COLUMNS,
    'activity_id',
    'activity_title',
    'template_id',
    'visible_date',
    'open_date',
    'due_date',
    'students',
    'not_started',
    'in_progress',
    'submitted',
    'assessed',
  ],
  /** One row per student × activity of each section: the student's status on it and the work it points at. */
  'student-activity-status': [
    ...SECTION_PLACE_COLUMNS,
    'activity_id',
    'activity_title',
    'due_date',
    ...STUDENT_COLUMNS,
    'status',
    'portfolio_id',
    'submitted_at',
    'updated_at',
  ],
  /** One row per entry of each section's time log (a log kept: "Time-log & Categories" or categories only). */
  'time-log': [
    ...SECTION_PLACE_COLUMNS,
    'log_display',
    ...STUDENT_COLUMNS,
    'entry_id',
    'date',
    'minutes',
    'log_category_id',
    'log_category_name',
    'note',
    'created_at',
    'updated_at',
  ],
  /** One row per student × activity × standard the activity maps: met, not met or not yet assessed. */
  standard: [
    ...SECTION_PLACE_COLUMNS,
    'activity_id',
    'activity_title',
    ...STUDENT_COLUMNS,
    'standard_id',
    'standard_code',
    'standard_title',
    'status',
    'portfolio_id',
    'revision',
    'assessor_id',
    'assessed_at',
  ],
  /** One row per person of the sections (owners and members, each once): their account and latest sign-in. */
  'account-and-login-data': [
    'user_id',
    'email',
    'first_name',
    'last_name',
    'roles',
    'joined_at',
    'language',
    'eula_accepted',
    'account_created_at',
    'last_sign_in_at',
  ],
  /**
   * One row per person of the sections: their demographic profile fields. The fields are in the file only when
   * the organisation's system preference opens demographic data to faculty (spec 2 §6; EXTRACT_GATED_COLUMNS).
   */
  'user-demographic-data': [
    'user_id',
    'email',
    'first_name',
    'last_name',
    'gender',
    'ethnicity',
    'race_details',
    'first_generation_student',
    'pell_eligibility',
    'birthday',
  ],
  /** One row per person of the sections: their academic profile fields (gated as above by academic data). */
  'user-academic-data': [
    'user_id',
    'email',
    'first_name',
    'last_name',
    'major',
    'year_of_admission',
    'transfer_student',
    'class_level',
    'academic_program',
    'sat_score',
    'act_score',
    'gre_score',
    'mcat_score',
    'gmat_score',
    'lsat_score',
  ],
  /** One row per course (group template) of the covered folders. */
  'group-templates-data': [
    'course_id',
    'course_name',
    'course_code',
    'category',
    'node_id',
    'node_name',
    'section_count',
    'activity_plan_count',
    'owner_template_ids',
    'homepage_template_ids',
    'activity_template_ids',
    'log_category_ids',
    'created_at',
    'updated_at',
  ],
} as const satisfies Record<BuiltExtractType, readonly string[]>;

/**
 * The columns of a kind that the organisation's system preference gates (spec 2 §6 data_permission_for_faculty):
 * a file leaves the platform and is passed to faculty and warehouses alike, so it carries a group of profile
 * fields only while the organisation opens that group to faculty; otherwise those columns are left out of the
 * file (header and rows), as the profile screen leaves them out for faculty.
 */
export const EXTRACT_GATED_COLUMNS: Partial<
  Record<BuiltExtractType, { group: 'demographic_data' | 'academic_data'; columns: readonly string[] }>
> = {
  'user-demographic-data': {
    group: 'demographic_data',
    columns: EXTRACT_COLUMNS['user-demographic-data'].slice(4),
  },
  'user-academic-data': { group: 'academic_data', columns: EXTRACT_COLUMNS['user-academic-data'].slice(4) },
};

/** A kind's columns in a file, given which profile groups the organisation opens to faculty. */
export function extractColumnsFor(
  type: BuiltExtractType,
  open: { demographic_data: boolean; academic_data: boolean },
): readonly string[] {
  const gated = EXTRACT_GATED_COLUMNS[type];
  if (!gated || open[gated.group]) return EXTRACT_COLUMNS[type];
  return EXTRACT_COLUMNS[type].filter((column) => !gated.columns.includes(column));
}

export const isBuiltExtractType = (type: ExtractType): type is BuiltExtractType =>
  (BUILT_EXTRACT_TYPES as readonly string[]).includes(type);

/** The states of an extract log (spec 2 §4): created → started → finished (download possible) or exception. */
export const EXTRACT_STATES = ['created', 'started', 'finished', 'exception'] as const;
export type ExtractState = (typeof EXTRACT_STATES)[number];

/** How long an extract's download link works (a presigned GET of minutes). */
export const EXTRACT_LINK_SECONDS = 10 * 60;

/** The file's name: the kind and the day it was made (`rubric-assessment-2026-11-28.csv`). */
export const extractFileName = (type: ExtractType, createdAt: string, gzip = false): string =>
  `${type}-${createdAt.slice(0, 10)}.csv${gzip ? '.gz' : ''}`;
