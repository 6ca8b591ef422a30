import type { ImportColumn } from './kinds';

/**
 * The academic-data file (spec 2 §3 "Profile fields", the academic group of spec 2 §6: major, year of
 * admission, transfer student, class level, academic program, test scores), one row per member, keyed by the
 * member's email (or Canvas's `login_id`). The person must already be a member of the organisation.
 */
export const ACADEMIC_DATA_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { name: 'email', required: false, aliases: ['e-mail', 'email_address'] },
  { name: 'login_id', required: false, aliases: ['username', 'login'] },
  { name: 'major', required: false },
  { name: 'year_of_admission', required: false, aliases: ['admission_year'] },
  { name: 'transfer_student', required: false },
  { name: 'class_level', required: false },
  { name: 'academic_program', required: false, aliases: ['program'] },
  { name: 'sat', required: false, aliases: ['sat_score'] },
  { name: 'act', required: false, aliases: ['act_score'] },
  { name: 'gre', required: false, aliases: ['gre_score'] },
  { name: 'mcat', required: false, aliases: ['mcat_score'] },
  { name: 'gmat', required: false, aliases: ['gmat_score'] },
  { name: 'lsat', required: false, aliases: ['lsat_score'] },
];

export const ACADEMIC_DATA_IMPORT_TEMPLATE_ROWS: readonly (readonly string[])[] = [
  ACADEMIC_DATA_IMPORT_COLUMNS.map((column) => column.name),
  ['ana.garcia@example.edu', '', 'Biology', '2022', 'no', 'Junior', 'BSc Biology', '1350', '', '', '', '', ''],
  ['chloe.martin@example.edu', '', 'History', '2023', 'yes', 'Sophomore', 'BA History', '', '29', '', '', '', ''],
];
