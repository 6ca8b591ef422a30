import { ACADEMIC_DATA_IMPORT_COLUMNS, ACADEMIC_DATA_IMPORT_TEMPLATE_ROWS } from './academic-data';
import { USER_IMPORT_COLUMNS, USER_IMPORT_TEMPLATE_ROWS } from './users';
import {
  COURSE_IMPORT_COLUMNS,
  COURSE_TEMPLATE_ROWS,
  MEMBERSHIP_IMPORT_COLUMNS,
  MEMBERSHIP_TEMPLATE_ROWS,
  SECTION_IMPORT_COLUMNS,
  SECTION_MEMBER_IMPORT_COLUMNS,
  SECTION_MEMBER_TEMPLATE_ROWS,
  SECTION_TEMPLATE_ROWS,
} from './course-kinds';
import { HIERARCHY_IMPORT_COLUMNS, HIERARCHY_TEMPLATE_ROWS } from './hierarchy-import';
import { LABEL_IMPORT_COLUMNS, LABEL_TEMPLATE_ROWS } from './labels-import';
import { SITE_IMPORT_COLUMNS, SITE_TEMPLATE_ROWS } from './sites-import';

/**
 * The import kinds a job reads a file for (issue 24). Each kind joins this list with its job: its columns
 * (`IMPORT_COLUMNS`), its template, its row rules and its writer on the server. The other kinds
 * (users, import-hierarchy, group-templates, groups, memberships, academic-data, sites, labels,
 * section-members, oneroster) come on the same platform; until then the API refuses them as it refuses any
 * name it does not know.
 */
export const IMPORT_KINDS = [
  'terms',
  'users',
  'academic-data',
  'group-templates',
  'groups',
  'memberships',
  'section-members',
  'import-hierarchy',
  'sites',
  'labels',
  'oneroster',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The spec's csv states of an enrollment log (spec 2 §4): created, started, then finished or exception. */
export const IMPORT_STATES = ['created', 'started', 'finished', 'exception'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** The largest import file accepted (the real school list is 3.56 MB; a 100,000-user file ~ 12 MB). */
export const IMPORT_MAX_FILE_BYTES = 50 * 1024 * 1024;

/** One column of an import file: its name in the header, whether a row must fill it, and other names accepted. */
export interface ImportColumn {
  readonly name: string;
  readonly required: boolean;
  /** Other header names read as this column (Canvas SIS CSV's, which users already have files in). */
  readonly aliases?: readonly string[];
  /** Never written back (the error report leaves it blank): a users file's password. */
  readonly secret?: boolean;
}

/**
 * The terms file (spec 2 §3 "Term": code, name, start_date, end_date, include_academic_data; spec 2 §5's term
 * rules). Modelled on Canvas's terms.csv, whose `term_id` is read as `code` (the term's natural key: a row
 * whose code names an existing term updates it). Dates ISO 8601 (YYYY-MM-DD) or MM/DD/YYYY;
 * include_academic_data true/false, yes/no, 1/0, or empty for false.
 */
export const TERM_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { name: 'code', required: true, aliases: ['term_id', 'term_code'] },
  { name: 'name', required: true },
  { name: 'start_date', required: true },
  { name: 'end_date', required: true },
  { name: 'include_academic_data', required: false },
];

export const IMPORT_COLUMNS: Record<ImportKind, readonly ImportColumn[]> = {
  terms: TERM_IMPORT_COLUMNS,
  users: USER_IMPORT_COLUMNS,
  'academic-data': ACADEMIC_DATA_IMPORT_COLUMNS,
  'group-templates': COURSE_IMPORT_COLUMNS,
  groups: SECTION_IMPORT_COLUMNS,
  memberships: MEMBERSHIP_IMPORT_COLUMNS,
  'section-members': SECTION_MEMBER_IMPORT_COLUMNS,
  'import-hierarchy': HIERARCHY_IMPORT_COLUMNS,
  sites: SITE_IMPORT_COLUMNS,
  labels: LABEL_IMPORT_COLUMNS,
  // A OneRoster bundle is a zip of the binding's files (docs/imports-oneroster.md), not one file of columns.
  oneroster: [],
};

/**
 * The file an import of a kind reads: a CSV, or for `oneroster` a OneRoster 1.1/1.2 CSV bundle (a zip with
 * manifest.csv, ADR 0030), which the job reads by its zip directory and writes through the other kinds.
 */
export const importFileType = (kind: ImportKind): { extension: 'csv' | 'zip'; contentType: string } =>
  kind === 'oneroster'
    ? { extension: 'zip', contentType: 'application/zip' }
    : { extension: 'csv', contentType: 'text/csv' };

/** The rows of each kind's template file (the header first), as the template download writes them. */
export const IMPORT_TEMPLATE_ROWS: Record<ImportKind, readonly (readonly string[])[]> = {
  terms: [
    TERM_IMPORT_COLUMNS.map((column) => column.name),
    ['FA26', 'Fall 2026', '2026-08-24', '2026-12-18', 'false'],
    ['SP27', 'Spring 2027', '01/11/2027', '05/07/2027', 'true'],
  ],
  users: USER_IMPORT_TEMPLATE_ROWS,
  'academic-data': ACADEMIC_DATA_IMPORT_TEMPLATE_ROWS,
  'group-templates': COURSE_TEMPLATE_ROWS,
  groups: SECTION_TEMPLATE_ROWS,
  memberships: MEMBERSHIP_TEMPLATE_ROWS,
  'section-members': SECTION_MEMBER_TEMPLATE_ROWS,
  'import-hierarchy': HIERARCHY_TEMPLATE_ROWS,
  sites: SITE_TEMPLATE_ROWS,
  labels: LABEL_TEMPLATE_ROWS,
  // The bundle's manifest.csv (the binding's propertyName,value lines): the zip holds it beside the files it sends.
  oneroster: [
    ['propertyName', 'value'],
    ['manifest.version', '1.0'],
    ['oneroster.version', '1.2'],
    ['file.academicSessions', 'bulk'],
    ['file.classes', 'bulk'],
    ['file.courses', 'bulk'],
    ['file.enrollments', 'bulk'],
    ['file.orgs', 'bulk'],
    ['file.roles', 'bulk'],
    ['file.users', 'bulk'],
    ['file.demographics', 'absent'],
    ['file.userProfiles', 'absent'],
    ['source.systemName', 'Student information system'],
    ['source.systemCode', 'SIS'],
  ],
};
