import type { Role } from '../identity/roles';
import type { ImportColumn } from './kinds';

/**
 * The users file (issue 24; docs/imports.md "Users", docs/adr/0031-user-imports.md): one row per person, an
 * account (Cognito user + Tessera account) and its membership of the organisation with its roles and profile
 * fields. Modelled on Canvas's SIS users.csv, whose header names are read too. The natural key is the email
 * (Canvas's `login_id` when the file has no `email`), compared case-insensitively: a row whose person already
 * has an account updates it, never a second Cognito user or a second membership.
 */
export const USER_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { name: 'email', required: false, aliases: ['e-mail', 'email_address'] },
  { name: 'login_id', required: false, aliases: ['username', 'login'] },
  { name: 'first_name', required: true, aliases: ['given_name'] },
  { name: 'last_name', required: true, aliases: ['family_name', 'surname'] },
  { name: 'roles', required: false, aliases: ['role', 'declared_user_type'] },
  { name: 'status', required: false },
  { name: 'locale', required: false, aliases: ['language'] },
  { name: 'password', required: false, secret: true },
  { name: 'phone', required: false },
  { name: 'address', required: false },
  { name: 'birthday', required: false, aliases: ['birth_date', 'date_of_birth'] },
  { name: 'gender', required: false },
  { name: 'ethnicity', required: false },
  { name: 'race_details', required: false },
  { name: 'first_generation_student', required: false },
  { name: 'pell_eligibility', required: false },
];

/**
 * The organisation roles a users file may give, by the names people write: Tessera's own and Canvas's
 * (declared user types and enrollment roles). Administrators, root administrators, support and the provider's
 * staff are never given by a file: they are named on their own screens by someone who may (spec 2 §6).
 */
export const USER_IMPORT_ROLE_NAMES: Readonly<Record<string, Role>> = {
  student: 'student',
  student_other: 'student',
  submitter: 'student',
  faculty: 'faculty',
  teacher: 'faculty',
  instructor: 'faculty',
  designer: 'faculty',
  coordinator: 'coordinator',
  assisted_assessor: 'coordinator',
  ta: 'coordinator',
  teaching_assistant: 'coordinator',
  supervisor: 'supervisor',
  internship_supervisor: 'supervisor',
  mentor: 'mentor',
  observer: 'mentor',
  peer_assessor: 'peer_assessor',
};

/** Roles a file never gives nor takes away (a member's are kept as they are when a file changes the others). */
export const USER_IMPORT_KEPT_ROLES: readonly Role[] = ['admin', 'root_admin', 'support', 'staff'];

/** A role cell's name as the lookup spells it: any case, spaces and hyphens as underscores. */
export const userRoleKey = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The role a name gives, or undefined (a kept role's own name included: the row says which). */
export function userImportRoleOf(name: string): Role | undefined {
  const key = userRoleKey(name);
  return Object.prototype.hasOwnProperty.call(USER_IMPORT_ROLE_NAMES, key) ? USER_IMPORT_ROLE_NAMES[key] : undefined;
}

export const USER_IMPORT_TEMPLATE_ROWS: readonly (readonly string[])[] = [
  USER_IMPORT_COLUMNS.map((column) => column.name),
  [
    'ana.garcia@example.edu',
    '',
    'Ana',
    'García',
    'student',
    'active',
    'es',
    '',
    '',
    '',
    '2004-03-15',
    '',
    '',
    '',
    'yes',
    'no',
  ],
  [
    'ben.okafor@example.edu',
    '',
    'Ben',
    'Okafor',
    'faculty',
    'active',
    'en',
    '',
    '+1 555 0100',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
  ],
  [
    'chloe.martin@example.edu',
    '',
    'Chloé',
    'Martin',
    'student;peer_assessor',
    'active',
    'en',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
  ],
];
