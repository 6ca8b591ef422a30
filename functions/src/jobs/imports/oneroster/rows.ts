import {
  booleanValue,
  ENROLLMENT_ROLES,
  enumValue,
  FILE_NAMES,
  listValue,
  ORG_TYPES,
  organisationRoleOf,
  sectionRoleOf,
  SESSION_TYPES,
  USER_ROLES_1_1,
  USER_ROLES_1_2,
} from './binding';
import type { BundleIndex, OrgFacts } from './bundle-index';
import type { BundleFiles } from './files';
import { RowReader } from './row-reader';
import type {
  CourseRow,
  ImportItem,
  MembershipRow,
  NodeRow,
  OneRosterVersion,
  Problem,
  SectionRow,
  TermRow,
  UserRoleRow,
  UserRow,
} from './types';

/**
 * The second pass: each file's rows turned into Tessera's import rows, one at a time (ADR 0030 has the mapping
 * table). A row with an error is refused with its problems; the rest go on, warnings attached.
 */
export interface RowContext {
  files: BundleFiles;
  index: BundleIndex;
  version: OneRosterVersion;
}

const common = (reader: RowReader) => ({
  source_id: reader.sourcedId,
  action: reader.action,
  modified_at: reader.modifiedAt,
});

/** An org's ancestors in the bundle, top first; `cycle` when the parents loop back. */
function ancestry(orgs: ReadonlyMap<string, OrgFacts>, id: string): { chain: string[]; cycle: boolean } {
  const chain: string[] = [];
  const seen = new Set<string>([id]);
  let parent = orgs.get(id)?.parent ?? '';
  while (parent !== '' && orgs.has(parent)) {
    if (seen.has(parent)) return { chain, cycle: true };
    seen.add(parent);
    chain.unshift(parent);
    parent = orgs.get(parent)?.parent ?? '';
  }
  return { chain, cycle: false };
}

/**
 * orgs.csv → nodes, parents before their children: the file is read once per depth (orgs are few; the depths come
 * from the first pass), so a job can create each node under one it already made.
 */
export async function* nodeRows(context: RowContext): AsyncGenerator<ImportItem<NodeRow>> {
  const { files, index } = context;
  if (index.modes.orgs === 'absent') return;
  const file = FILE_NAMES.orgs;
  const depth = (id: string): number => ancestry(index.orgs, id).chain.length;
  let deepest = 0;
  for (const id of index.orgs.keys()) deepest = Math.max(deepest, depth(id));
  for (let level = 0; level <= deepest; level += 1) {
    for await (const row of files.rows(file)) {
      const reader = new RowReader(file, row, index.orgs);
      const known = index.orgs.get(reader.sourcedId)?.line === row.line;
      if ((known ? depth(reader.sourcedId) : 0) !== level) continue;
      yield nodeItem(reader, context);
    }
  }
}

function nodeItem(reader: RowReader, { index }: RowContext): ImportItem<NodeRow> {
  if (reader.action === 'delete') return reader.item(() => deletedNode(reader));
  const name = reader.required('name');
  const orgType = reader.oneOf('type', ORG_TYPES) ?? '';
  const parent = reader.text('parentSourcedId');
  const { chain, cycle } = ancestry(index.orgs, reader.sourcedId);
  if (cycle) reader.error('hierarchy.oneroster.parent_cycle', { id: parent }, 'parentSourcedId');
  const parentKnown = parent !== '' && index.orgs.has(parent);
  if (parent !== '' && !parentKnown)
    reader.warn('hierarchy.oneroster.parent_not_in_bundle', { id: parent }, 'parentSourcedId');
  return reader.item(() => ({
    ...common(reader),
    name,
    org_type: orgType,
    code: reader.text('identifier'),
    parent_source_id: parentKnown ? parent : null,
    path: [...chain.map((id) => index.orgs.get(id)?.name ?? id), name],
  }));
}

const deletedNode = (reader: RowReader): NodeRow => ({
  ...common(reader),
  name: reader.text('name'),
  org_type: reader.text('type'),
  code: reader.text('identifier'),
  parent_source_id: null,
  path: [],
});

/** academicSessions.csv → terms; grading periods are skipped (a class naming one takes its term). */
export async function* termRows(context: RowContext): AsyncGenerator<ImportItem<TermRow>> {
  const { files, index } = context;
  if (index.modes.academicSessions === 'absent') return;
  const file = FILE_NAMES.academicSessions;
  for await (const row of files.rows(file)) {
    const reader = new RowReader(file, row, index.sessions);
    const sessionType = reader.oneOf('type', SESSION_TYPES, reader.action === 'upsert') ?? '';
    if (sessionType === 'gradingPeriod') {
      reader.skip('hierarchy.oneroster.grading_period_skipped', {}, 'type');
      yield reader.item(() => undefined as never);
      continue;
    }
    const name = reader.action === 'delete' ? reader.text('title') : reader.required('title');
    const start = reader.date('startDate', reader.action === 'upsert');
    const end = reader.date('endDate', reader.action === 'upsert');
    if (start && end && end < start) reader.error('hierarchy.oneroster.end_before_start', { start, end }, 'endDate');
    const parent = reader.text('parentSourcedId');
    const parentKnown = parent !== '' && index.sessions.has(parent);
    if (parent !== '' && !parentKnown && reader.action === 'upsert')
      reader.warn('hierarchy.oneroster.parent_not_in_bundle', { id: parent }, 'parentSourcedId');
    yield reader.item(() => ({
      ...common(reader),
      code: reader.sourcedId,
      name,
      start_date: start ?? '',
      end_date: end ?? '',
      session_type: sessionType,
      parent_source_id: parentKnown ? parent : null,
      school_year: reader.text('schoolYear'),
    }));
  }
}

/** courses.csv → courses, each on its org's node. */
export async function* courseRows(context: RowContext): AsyncGenerator<ImportItem<CourseRow>> {
  const { files, index } = context;
  if (index.modes.courses === 'absent') return;
  const file = FILE_NAMES.courses;
  for await (const row of files.rows(file)) {
    const reader = new RowReader(file, row, index.courses);
    const upsert = reader.action === 'upsert';
    const name = upsert ? reader.required('title') : reader.text('title');
    const org = upsert ? reader.required('orgSourcedId') : reader.text('orgSourcedId');
    const schoolYear = reader.text('schoolYearSourcedId');
    if (upsert) {
      reader.reference('orgSourcedId', 'orgs', org, index, (id) => index.orgs.has(id));
      reader.reference('schoolYearSourcedId', 'academicSessions', schoolYear, index, (id) => index.sessions.has(id));
    }
    yield reader.item(() => ({
      ...common(reader),
      name,
      code: reader.text('courseCode'),
      category: 'course' as const,
      node_source_id: org,
      school_year_source_id: schoolYear === '' ? null : schoolYear,
    }));
  }
}

/** A class's term: a grading period is read as the session above it (the term Tessera keeps). */
function termOf(index: BundleIndex, id: string): string {
  const session = index.sessions.get(id);
  return session?.type.toLowerCase() === 'gradingperiod' && session.parent !== '' ? session.parent : id;
}

/** classes.csv → sections, with their course, school (node) and terms. */
export async function* sectionRows(context: RowContext): AsyncGenerator<ImportItem<SectionRow>> {
  const { files, index } = context;
  if (index.modes.classes === 'absent') return;
  const file = FILE_NAMES.classes;
  for await (const row of files.rows(file)) {
    const reader = new RowReader(file, row, index.classes);
    const upsert = reader.action === 'upsert';
    const title = upsert ? reader.required('title') : reader.text('title');
    const course = upsert ? reader.required('courseSourcedId') : reader.text('courseSourcedId');
    const school = upsert ? reader.required('schoolSourcedId') : reader.text('schoolSourcedId');
    const listed = listValue(reader.text('termSourcedIds'));
    if (upsert && listed.length === 0)
      reader.error('hierarchy.oneroster.blank_value', { column: 'termSourcedIds' }, 'termSourcedIds');
    if (upsert) {
      reader.reference('courseSourcedId', 'courses', course, index, (id) => index.courses.has(id));
      reader.reference('schoolSourcedId', 'orgs', school, index, (id) => index.orgs.has(id));
      for (const term of listed)
        reader.reference('termSourcedIds', 'academicSessions', term, index, (id) => index.sessions.has(id));
    }
    const terms = [...new Set(listed.map((id) => termOf(index, id)))];
    const dated = terms.map((id) => index.sessions.get(id)).filter((session) => session !== undefined);
    const starts = dated
      .map((session) => session.start)
      .filter((date) => date !== undefined)
      .sort();
    const ends = dated
      .map((session) => session.end)
      .filter((date) => date !== undefined)
      .sort();
    yield reader.item(() => ({
      ...common(reader),
      title,
      group_code: reader.text('classCode') || reader.sourcedId,
      course_source_id: course,
      node_source_id: school,
      term_source_id: terms[0] ?? null,
      term_source_ids: listed,
      start_date: starts[0] ?? null,
      end_date: ends[ends.length - 1] ?? null,
    }));
  }
}

/** 1.1: the user's one role at each of its orgs (users.role × users.orgSourcedIds). */
function rolesOf11(reader: RowReader, context: RowContext): { roles: UserRoleRow[]; names: string[] } {
  const { index } = context;
  const role = reader.oneOf('role', USER_ROLES_1_1);
  const orgs = listValue(reader.text('orgSourcedIds'));
  if (orgs.length === 0) reader.error('hierarchy.oneroster.blank_value', { column: 'orgSourcedIds' }, 'orgSourcedIds');
  for (const org of orgs) reader.reference('orgSourcedIds', 'orgs', org, index, (id) => index.orgs.has(id));
  if (role === undefined) return { roles: [], names: [] };
  const mapped = organisationRoleOf(role);
  if (mapped === null) return { roles: [], names: [role] };
  const roles = orgs.map((org) => ({
    role: mapped,
    oneroster_role: role,
    org_source_id: org,
    role_type: 'primary' as const,
  }));
  return { roles, names: [role] };
}

/** 1.2: the user's rows of roles.csv, each with its own file and line in the problems it raises. */
function rolesOf12(reader: RowReader, context: RowContext): { roles: UserRoleRow[]; names: string[] } {
  const { index } = context;
  const held = index.roles.get(reader.sourcedId) ?? [];
  const roles: UserRoleRow[] = [];
  const names: string[] = [];
  const file = FILE_NAMES.roles;
  const at = (line: number, column: string) => ({ file, line, column });
  for (const facts of held) {
    if (enumValue(facts.status, ['tobedeleted', 'inactive']) !== undefined) continue;
    const role = enumValue(facts.role, USER_ROLES_1_2);
    const roleType = facts.roleType === '' ? 'primary' : enumValue(facts.roleType, ['primary', 'secondary']);
    const problems: Problem[] = [];
    if (role === undefined)
      problems.push({
        severity: 'error',
        code: 'hierarchy.oneroster.bad_value',
        params: { value: facts.role, allowed: USER_ROLES_1_2.join(', ') },
        ...at(facts.line, 'role'),
      });
    if (roleType === undefined)
      problems.push({
        severity: 'error',
        code: 'hierarchy.oneroster.bad_value',
        params: { value: facts.roleType, allowed: 'primary, secondary' },
        ...at(facts.line, 'roleType'),
      });
    if (facts.org === '')
      problems.push({
        severity: 'error',
        code: 'hierarchy.oneroster.blank_value',
        params: { column: 'orgSourcedId' },
        ...at(facts.line, 'orgSourcedId'),
      });
    else if (!index.orgs.has(facts.org))
      problems.push({
        severity: index.modes.orgs === 'bulk' ? 'error' : 'warning',
        code:
          index.modes.orgs === 'bulk'
            ? 'hierarchy.oneroster.unknown_reference'
            : 'hierarchy.oneroster.reference_outside_bundle',
        params: { target: FILE_NAMES.orgs, id: facts.org },
        ...at(facts.line, 'orgSourcedId'),
      });
    reader.problems.push(...problems);
    if (role === undefined || roleType === undefined) continue;
    names.push(role);
    const mapped = organisationRoleOf(role);
    if (mapped === null) {
      reader.problems.push({
        severity: 'warning',
        code: 'hierarchy.oneroster.role_not_kept',
        params: { role },
        ...at(facts.line, 'role'),
      });
      continue;
    }
    roles.push({
      role: mapped,
      oneroster_role: role,
      org_source_id: facts.org,
      role_type: roleType as 'primary' | 'secondary',
    });
  }
  return { roles, names };
}

/** users.csv (with 1.2's roles.csv) → accounts and their organisation roles. */
export async function* userRows(context: RowContext): AsyncGenerator<ImportItem<UserRow>> {
  const { files, index, version } = context;
  if (index.modes.users === 'absent') return;
  const file = FILE_NAMES.users;
  for await (const row of files.rows(file)) {
    const reader = new RowReader(file, row, index.users);
    const upsert = reader.action === 'upsert';
    const username = upsert ? reader.required('username') : reader.text('username');
    const firstName = upsert ? reader.required('givenName') : reader.text('givenName');
    const lastName = upsert ? reader.required('familyName') : reader.text('familyName');
    const enabledText = reader.text('enabledUser');
    const enabled = booleanValue(enabledText, true);
    if (enabled === undefined)
      reader.error('hierarchy.oneroster.bad_value', { value: enabledText, allowed: 'true, false' }, 'enabledUser');
    // A delete needs only the sourcedId: its roles are neither read nor checked.
    const { roles, names } = !upsert
      ? { roles: [], names: [] }
      : version === '1.1'
        ? rolesOf11(reader, context)
        : rolesOf12(reader, context);
    const primaryOrg =
      version === '1.1' ? (listValue(reader.text('orgSourcedIds'))[0] ?? '') : reader.text('primaryOrgSourcedId');
    if (version === '1.2')
      reader.reference('primaryOrgSourcedId', 'orgs', primaryOrg, index, (id) => index.orgs.has(id));
    if (upsert && roles.length === 0 && !reader.failed)
      reader.skip(
        'hierarchy.oneroster.user_without_role',
        { roles: names.join(', ') || '—' },
        version === '1.1' ? 'role' : undefined,
      );
    yield reader.item(() => ({
      ...common(reader),
      username,
      first_name: firstName,
      last_name: lastName,
      preferred_first_name: reader.text('preferredGivenName') || null,
      email: reader.text('email'),
      student_id: reader.text('identifier'),
      enabled: enabled ?? true,
      roles,
      primary_org_source_id: primaryOrg === '' ? null : primaryOrg,
    }));
  }
}

/** enrollments.csv → memberships (a teacher becomes an owner of the section). */
export async function* membershipRows(context: RowContext): AsyncGenerator<ImportItem<MembershipRow>> {
  const { files, index } = context;
  if (index.modes.enrollments === 'absent') return;
  const file = FILE_NAMES.enrollments;
  for await (const row of files.rows(file)) {
    const reader = new RowReader(file, row);
    // A delete needs only the sourcedId (a delta may leave the rest blank); what it names is not checked.
    const upsert = reader.action === 'upsert';
    const section = upsert ? reader.required('classSourcedId') : reader.text('classSourcedId');
    const user = upsert ? reader.required('userSourcedId') : reader.text('userSourcedId');
    if (upsert) {
      reader.reference('classSourcedId', 'classes', section, index, (id) => index.classes.has(id));
      reader.reference('userSourcedId', 'users', user, index, (id) => index.users.has(id));
      reader.reference('schoolSourcedId', 'orgs', reader.text('schoolSourcedId'), index, (id) => index.orgs.has(id));
    }
    const role =
      (upsert ? reader.oneOf('role', ENROLLMENT_ROLES) : enumValue(reader.text('role'), ENROLLMENT_ROLES)) ?? '';
    const sectionRole = role === '' ? null : sectionRoleOf(role);
    const primaryText = reader.text('primary');
    const primary = booleanValue(primaryText, false);
    if (primary === undefined)
      reader.error('hierarchy.oneroster.bad_value', { value: primaryText, allowed: 'true, false' }, 'primary');
    const begin = reader.date('beginDate', false);
    const end = reader.date('endDate', false);
    if (begin && end && end < begin)
      reader.error('hierarchy.oneroster.end_before_start', { start: begin, end }, 'endDate');
    if (role !== '' && sectionRole === null && !reader.failed)
      reader.skip('hierarchy.oneroster.role_not_kept', { role }, 'role');
    else if (reader.action === 'upsert' && !reader.failed) {
      if (index.deleted.classes.has(section))
        reader.skip(
          'hierarchy.oneroster.enrollment_of_deleted',
          { target: FILE_NAMES.classes, id: section },
          'classSourcedId',
        );
      else if (index.deleted.users.has(user))
        reader.skip(
          'hierarchy.oneroster.enrollment_of_deleted',
          { target: FILE_NAMES.users, id: user },
          'userSourcedId',
        );
    }
    yield reader.item(() => ({
      ...common(reader),
      section_source_id: section,
      user_source_id: user,
      section_role: sectionRole ?? 'member',
      oneroster_role: role,
      primary: primary ?? false,
      begin_date: begin,
      end_date: end,
    }));
  }
}
