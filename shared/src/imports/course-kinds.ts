import type { ImportColumn } from './kinds';

/**
 * The courses context's import files (issue 24): courses (`group-templates`), sections (`groups`), section roles
 * (`memberships`) and one section's members (`section-members`), modelled on Canvas's SIS courses.csv,
 * sections.csv and enrollments.csv, whose header names are read as aliases. docs/imports.md documents each
 * column; the server's rules are the course and section editors' and the member upload's.
 */

/**
 * Courses (spec 2 §3 "Group template": name, code, category) on the import's folder (`node_id`). The code is
 * the natural key within that folder: a row whose code names a course there updates it, any other creates one.
 * Canvas's courses.csv: `course_id` reads as `code`, `long_name` as `name`.
 */
export const COURSE_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { name: 'code', required: true, aliases: ['course_id', 'course_code'] },
  { name: 'name', required: true, aliases: ['long_name', 'course_name'] },
  { name: 'category', required: false },
];

/**
 * Sections (spec 2 §3 "Group": group_code, title, name, owners, term, start_date, end_date) of the courses on
 * the import's folder. The section code is the natural key: unique in the organisation, as the section editor
 * keeps it. Canvas's sections.csv: `section_id` reads as `group_code`, `course_id` as `course_code`; its `name`
 * is the section's name, and the title when the file has none. `owners`: emails of members who may own a
 * section, separated by semicolons (or spaces); blank keeps an existing section's owners.
 */
export const SECTION_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { name: 'group_code', required: true, aliases: ['section_id', 'section_code'] },
  { name: 'course_code', required: true, aliases: ['course_id'] },
  { name: 'title', required: false, aliases: ['section_title'] },
  { name: 'name', required: false, aliases: ['section_name'] },
  { name: 'term_code', required: false, aliases: ['term_id'] },
  { name: 'start_date', required: false },
  { name: 'end_date', required: false },
  { name: 'owners', required: false, aliases: ['owner_emails'] },
];

/**
 * Section roles: who is in which section of the import's folder (or below), as what. The natural key is
 * (section, user). Canvas's enrollments.csv: `section_id` reads as `group_code`, `login_id` as `email`; its
 * roles (student, teacher, ta, observer, designer) and Tessera's (member, coordinator, mentor, peer_assessor,
 * owner, faculty…) map to the section's roles as shared's SECTION_ROLE_NAMES writes down.
 */
export const MEMBERSHIP_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { name: 'group_code', required: true, aliases: ['section_id', 'section_code'] },
  { name: 'email', required: true, aliases: ['login_id', 'e-mail', 'email_address', 'user_email'] },
  { name: 'role', required: false },
];

/** One section's members (the section's Members › upload, `group_id` at the start): the membership file without its section. */
export const SECTION_MEMBER_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { name: 'email', required: true, aliases: ['login_id', 'e-mail', 'email_address', 'user_email'] },
  { name: 'role', required: false },
];

const header = (columns: readonly ImportColumn[]) => columns.map((column) => column.name);

export const COURSE_TEMPLATE_ROWS: readonly (readonly string[])[] = [
  header(COURSE_IMPORT_COLUMNS),
  ['EDU501', 'Foundations of Teaching', 'course'],
  ['EDU590', 'Student Teaching Seminar', 'workshop'],
];

/** Its sections name the template's courses and terms (import those first); owners are left to fill in. */
export const SECTION_TEMPLATE_ROWS: readonly (readonly string[])[] = [
  header(SECTION_IMPORT_COLUMNS),
  ['EDU501-01', 'EDU501', 'Foundations of Teaching, section 1', '', 'FA26', '2026-08-24', '2026-12-18', ''],
  ['EDU501-02', 'EDU501', 'Foundations of Teaching, section 2', 'Evening', 'FA26', '08/24/2026', '12/18/2026', ''],
];

/** Its users are placeholders: write members of the organisation (the template's sections imported first). */
export const MEMBERSHIP_TEMPLATE_ROWS: readonly (readonly string[])[] = [
  header(MEMBERSHIP_IMPORT_COLUMNS),
  ['EDU501-01', 'student@example.edu', 'student'],
  ['EDU501-01', 'teacher@example.edu', 'teacher'],
];

export const SECTION_MEMBER_TEMPLATE_ROWS: readonly (readonly string[])[] = [
  header(SECTION_MEMBER_IMPORT_COLUMNS),
  ['student@example.edu', 'student'],
  ['assistant@example.edu', 'ta'],
];

/**
 * What an import of a kind is started on (POST /api/imports): `node` kinds need `node_id`, a folder the
 * caller administers (courses live there; sections and memberships are found there or below; sites and labels
 * are written on it, as the hierarchy tabs' imports check it); `section` kinds need `group_id`, an open
 * section the caller manages; `tree` kinds (import-hierarchy) write within `node_id` when it is given (node
 * authority over it), else anywhere in the tree, which only a root admin may (as a top-level folder). Kinds
 * not listed are the organisation's.
 */
export const IMPORT_KIND_TARGETS = {
  'group-templates': 'node',
  groups: 'node',
  memberships: 'node',
  'section-members': 'section',
  'import-hierarchy': 'tree',
  sites: 'node',
  labels: 'node',
  // Its orgs become nodes within node_id (or at the top, a root admin's), as import-hierarchy's paths do.
  oneroster: 'tree',
} as const;
