import type { Role, SectionRole } from '@tessera/shared';
import type { HierarchyMessageKey } from '@tessera/shared/messages/hierarchy';

/**
 * What reading a OneRoster CSV bundle gives an import job (ADR 0030, docs/imports-oneroster.md): Tessera's import
 * rows, each with the file and line it came from, and the problems found, as catalogue keys with their params
 * (translated where they are shown). Nothing here writes: the job turns rows into nodes, terms, courses, sections,
 * accounts and memberships.
 */
export type OneRosterVersion = '1.1' | '1.2';

/** How the manifest says a file is sent: every row (`bulk`), changes only (`delta`), or not at all. */
export type FileMode = 'bulk' | 'delta' | 'absent';

/** The data files Tessera reads, by their manifest name (`file.<name>`). */
export const READ_FILES = ['orgs', 'academicSessions', 'courses', 'classes', 'users', 'roles', 'enrollments'] as const;
export type ReadFile = (typeof READ_FILES)[number];

export interface Manifest {
  manifestVersion: string;
  version: OneRosterVersion;
  /** Every `file.<name>` line, by name as written (a blank value reads as absent). */
  files: Record<string, FileMode>;
  sourceSystemName: string | null;
  sourceSystemCode: string | null;
}

export interface Problem {
  /** An error refuses its row (or, without a line, the whole bundle); a warning is reported beside what it kept. */
  severity: 'error' | 'warning';
  code: HierarchyMessageKey;
  params: Record<string, string | number>;
  /** The file in the bundle (`users.csv`), absent for a problem of the zip itself. */
  file?: string;
  /** The record's number in its file (the header is 1). */
  line?: number;
  /** The column's name as the binding spells it (`courseSourcedId`). */
  column?: string;
}

/** What happens to an entity the row names: created or updated, or removed (a `tobedeleted` row). */
export type RowAction = 'upsert' | 'delete';

/**
 * One row read. `outcome`: `import` (row set; it may carry warnings), `skip` (nothing Tessera keeps, say why in
 * the warnings: a grading period, a guardian) or `refuse` (an error; row unset).
 */
export interface ImportItem<T> {
  file: string;
  line: number;
  sourcedId: string;
  outcome: 'import' | 'skip' | 'refuse';
  row?: T;
  problems: Problem[];
}

interface RowBase {
  /** The OneRoster sourcedId: the key a later bundle (or a delta) names the same entity by. */
  source_id: string;
  action: RowAction;
  /** dateLastModified as an ISO instant, or null when blank (bulk files leave it blank). */
  modified_at: string | null;
}

/** orgs.csv → a hierarchy node. */
export interface NodeRow extends RowBase {
  name: string;
  /** OneRoster's org type (district, school, department, local, state, national). */
  org_type: string;
  /** `identifier`: the SIS's own code for the org. */
  code: string;
  /** The parent's sourcedId, null at the top or when the parent is not in the bundle (placed under the import's node). */
  parent_source_id: string | null;
  /** Names from the top org in the bundle down to this one (the hierarchy import's path). */
  path: string[];
}

/** academicSessions.csv (terms, semesters and school years) → a term. */
export interface TermRow extends RowBase {
  /** The term code Tessera's terms are unique by: the sourcedId (titles repeat: "Fall" every year). */
  code: string;
  name: string;
  /** YYYY-MM-DD */
  start_date: string;
  end_date: string;
  /** term, semester or schoolYear. */
  session_type: string;
  /** The session it is part of (a semester's school year), kept for a later term hierarchy; null if none read. */
  parent_source_id: string | null;
  school_year: string;
}

/** courses.csv → a course (spec 2's group template). */
export interface CourseRow extends RowBase {
  name: string;
  code: string;
  category: 'course';
  /** The org the course belongs to: its node. */
  node_source_id: string;
  /** schoolYearSourcedId, or null. */
  school_year_source_id: string | null;
}

/** classes.csv → a section (spec 2's group). */
export interface SectionRow extends RowBase {
  title: string;
  /** classCode, else the sourcedId: the group code sections are unique by. */
  group_code: string;
  course_source_id: string;
  /** The school (org) the class is taught at: the section's node. */
  node_source_id: string;
  /** The first term listed (a grading period is read as the term holding it): Tessera's one term per section. */
  term_source_id: string | null;
  /** Every term listed, as read. */
  term_source_ids: string[];
  /** The earliest start and the latest end of the terms read (YYYY-MM-DD), null when no term is in the bundle. */
  start_date: string | null;
  end_date: string | null;
}

export interface UserRoleRow {
  /** The organisation role Tessera gives. */
  role: Role;
  /** The OneRoster role it comes from (teacher, siteAdministrator…). */
  oneroster_role: string;
  /** The org the role is held at; an admin role makes the user an admin of that org's node. */
  org_source_id: string;
  /** 1.2 roleType (primary, secondary); primary in 1.1. */
  role_type: 'primary' | 'secondary';
}

/** users.csv (and 1.2 roles.csv) → an account and its organisation roles. */
export interface UserRow extends RowBase {
  username: string;
  first_name: string;
  last_name: string;
  /** preferredGivenName (1.2), else null. */
  preferred_first_name: string | null;
  email: string;
  /** `identifier`: the SIS's student or staff number. */
  student_id: string;
  enabled: boolean;
  roles: UserRoleRow[];
  /** 1.2 primaryOrgSourcedId, or 1.1's first orgSourcedIds. */
  primary_org_source_id: string | null;
}

/** enrollments.csv → a section membership, or the section's owner (a teacher). */
export interface MembershipRow extends RowBase {
  section_source_id: string;
  user_source_id: string;
  /** `owner` puts the user in the section's owner_ids; the rest are memberships with that role. */
  section_role: SectionRole | 'owner';
  oneroster_role: string;
  primary: boolean;
  /** YYYY-MM-DD or null. */
  begin_date: string | null;
  end_date: string | null;
}
