import { formatCalendarDateIso, parseIsoCalendarDate, type Role, type SectionRole } from '@tessera/shared';
import type { OneRosterVersion, ReadFile } from './types';

/**
 * What Tessera reads of the OneRoster CSV binding (1.1 and 1.2): each file's columns, its enumerations, and how
 * its roles map to Tessera's (ADR 0030 has the table). Headers are matched in any case and spacing (the shared
 * CSV reader lower-cases them); problems name a column as the binding spells it.
 */

export const FILE_NAMES: Record<ReadFile, string> = {
  orgs: 'orgs.csv',
  academicSessions: 'academicSessions.csv',
  courses: 'courses.csv',
  classes: 'classes.csv',
  users: 'users.csv',
  roles: 'roles.csv',
  enrollments: 'enrollments.csv',
};

/** The columns a file must have for Tessera to read it (the binding requires more; those are not read). */
export function requiredColumns(file: ReadFile, version: OneRosterVersion): string[] {
  switch (file) {
    case 'orgs':
      return ['sourcedId', 'name', 'type'];
    case 'academicSessions':
      return ['sourcedId', 'title', 'type', 'startDate', 'endDate'];
    case 'courses':
      return ['sourcedId', 'title', 'orgSourcedId'];
    case 'classes':
      return ['sourcedId', 'title', 'courseSourcedId', 'schoolSourcedId', 'termSourcedIds'];
    case 'users':
      return version === '1.1'
        ? ['sourcedId', 'username', 'givenName', 'familyName', 'orgSourcedIds', 'role']
        : ['sourcedId', 'username', 'givenName', 'familyName'];
    case 'roles':
      return ['sourcedId', 'userSourcedId', 'role', 'orgSourcedId'];
    case 'enrollments':
      return ['sourcedId', 'classSourcedId', 'userSourcedId', 'role'];
  }
}

export const ORG_TYPES = ['department', 'school', 'district', 'local', 'state', 'national'];
export const SESSION_TYPES = ['gradingPeriod', 'semester', 'schoolYear', 'term'];

/**
 * Organisation roles. 1.1 names a user's role in users.csv (administrator, aide, guardian, parent, proctor,
 * relative, student, teacher); 1.2 in roles.csv (adds counselor, districtAdministrator, principal,
 * siteAdministrator, systemAdministrator). Tessera keeps teaching, learning, mentoring and administering; a
 * guardian, parent, relative or proctor has no place in a portfolio platform and gets no account for that role.
 */
const ORGANISATION_ROLE_OF: Record<string, Role | null> = {
  student: 'student',
  teacher: 'faculty',
  aide: 'mentor',
  counselor: 'mentor',
  administrator: 'admin',
  principal: 'admin',
  siteAdministrator: 'admin',
  districtAdministrator: 'admin',
  systemAdministrator: 'admin',
  guardian: null,
  parent: null,
  relative: null,
  proctor: null,
};
export const USER_ROLES_1_1 = [
  'administrator',
  'aide',
  'guardian',
  'parent',
  'proctor',
  'relative',
  'student',
  'teacher',
];
export const USER_ROLES_1_2 = Object.keys(ORGANISATION_ROLE_OF);
export const organisationRoleOf = (role: string): Role | null => ORGANISATION_ROLE_OF[role] ?? null;

/**
 * Enrollment roles → the place in a section: a teacher (and an administrator of the class) owns it, a student is
 * a member, an aide mentors. A proctor, guardian, parent or relative has no section role.
 */
const SECTION_ROLE_OF: Record<string, SectionRole | 'owner' | null> = {
  student: 'member',
  teacher: 'owner',
  administrator: 'owner',
  aide: 'mentor',
  proctor: null,
  guardian: null,
  parent: null,
  relative: null,
};
export const ENROLLMENT_ROLES = Object.keys(SECTION_ROLE_OF);
export const sectionRoleOf = (role: string): SectionRole | 'owner' | null => SECTION_ROLE_OF[role] ?? null;

/** An enumeration's value as written in the binding, matched in any case ("Scheduled", "TEACHER"). */
export function enumValue(value: string, allowed: readonly string[]): string | undefined {
  const wanted = value.trim().toLowerCase();
  return allowed.find((option) => option.toLowerCase() === wanted);
}

/** A calendar date as the binding writes it (YYYY-MM-DD), normalised; undefined when it is not one. */
export function isoDate(value: string): string | undefined {
  const date = parseIsoCalendarDate(value);
  return date ? formatCalendarDateIso(date) : undefined;
}

/**
 * dateLastModified: an ISO 8601 date-time with its zone (`2023-05-01T18:25:43.511Z`), or a date alone (read as
 * its midnight UTC), as an ISO instant; undefined otherwise.
 */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
export function isoInstant(value: string): string | undefined {
  const trimmed = value.trim();
  const match = DATE_TIME.exec(trimmed);
  if (!match?.[1] || !parseIsoCalendarDate(match[1])) return undefined;
  const time = Date.parse(trimmed.length === 10 ? `${trimmed}T00:00:00Z` : trimmed);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** A list cell ("a,b" or "a, b"): its non-blank items. */
export const listValue = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** enabledUser and primary: true or false in any case; blank reads as the default. */
export function booleanValue(value: string, blank: boolean): boolean | undefined {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === '') return blank;
  if (trimmed === 'true') return true;
  if (trimmed === 'false') return false;
  return undefined;
}
