import { nameKey, SECTION_IMPORT_COLUMNS, SECTION_LIMITS, type sectionFieldsSchema } from '@tessera/shared';
import pLimit from 'p-limit';
import type * as z from 'zod/mini';
import { membersByEmail } from '../../../http/courses/member-upload';
import { syncSection } from '../../../http/courses/propagate';
import { checkSectionFields } from '../../../http/courses/section-rules';
import { writeSection } from '../../../http/courses/section-writes';
import { readNodeCourses, readSections, type Course, type Section } from '../../../ports/courses';
import { groupCodeKey, readGroupIdsByCodes, readTermsByCodes, termCodeKey } from '../../../ports/hierarchy';
import type { Member } from '../../../ports/identity';
import {
  cellOf,
  checked,
  COURSE_WRITE_PARALLELISM,
  duplicateOf,
  failed,
  rowRecordId,
  runNode,
  succeeded,
  UPSERT_ATTEMPTS,
} from './course-rows';
import { RowRefused, rowError, type ChunkRow, type ImportKindRules, type ImportRun, type RowOutcome } from './kind';

type SectionFields = Awaited<ReturnType<typeof checkSectionFields>>;

/** The section rules' fields → the file's columns, for their refusals. */
const COLUMNS = {
  group_code: 'group_code',
  title: 'title',
  start_date: 'start_date',
  end_date: 'end_date',
  term_id: 'term_code',
  owner_ids: 'owners',
} as const;

/** An owners cell: emails separated by semicolons, commas or spaces. */
const emailsOf = (cell: string): string[] =>
  cell
    .split(/[;,\s]+/)
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email !== '');

/** What a chunk reads once: the folder's courses by code, the terms and sections its codes name, and members. */
interface ChunkContext {
  courses: Map<string, Course>;
  termIds: Map<string, string>;
  /** Section codes' guard owners (a section, or a course-less group of the hierarchy import) and their sections. */
  groupIds: Map<string, string>;
  sections: Map<string, Section>;
  members: Map<string, Member>;
}

async function readContext(organizationId: string, nodeId: string, rows: readonly ChunkRow[]): Promise<ChunkContext> {
  const codes = rows.map((row) => cellOf(row.values, 'group_code')).filter((code) => code !== '');
  const termCodes = rows.map((row) => cellOf(row.values, 'term_code')).filter((code) => code !== '');
  const wantsOwners = rows.some((row) => cellOf(row.values, 'owners') !== '');
  const [courses, terms, groupIds, members] = await Promise.all([
    readNodeCourses(organizationId, nodeId),
    termCodes.length > 0 ? readTermsByCodes(organizationId, termCodes) : new Map(),
    codes.length > 0 ? readGroupIdsByCodes(organizationId, codes) : new Map<string, string>(),
    wantsOwners ? membersByEmail(organizationId) : new Map<string, Member>(),
  ]);
  const sections =
    groupIds.size > 0 ? await readSections(organizationId, [...groupIds.values()], { consistent: true }) : [];
  const byCode = new Map<string, Course>();
  for (const course of [...courses].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    const key = nameKey(course.code);
    if (key !== '' && !byCode.has(key)) byCode.set(key, course);
  }
  return {
    courses: byCode,
    termIds: new Map([...terms].map(([key, term]) => [key, term.termId])),
    groupIds,
    sections: new Map(sections.map((section) => [section.groupId, section])),
    members,
  };
}

/**
 * A row as the section editor's body (blank cells leave an existing section's value as it is: its term, dates,
 * name and owners), its course and the section its code names, if any. Codes are the organisation's (the
 * GROUP_CODE guard): a code held by a course-less group, or by a section of another course, refuses the row.
 */
function bodyOf(row: ChunkRow, context: ChunkContext) {
  const values = row.values;
  const groupCode = cellOf(values, 'group_code', { required: true, max: SECTION_LIMITS.code });
  const courseCode = cellOf(values, 'course_code', { required: true });
  const course = context.courses.get(nameKey(courseCode));
  if (!course) throw new RowRefused(rowError('unknown_course', 'course_code', { value: courseCode }));
  const name = cellOf(values, 'name', { max: SECTION_LIMITS.title });
  const title = cellOf(values, 'title', { max: SECTION_LIMITS.title }) || name;
  if (title === '') throw new RowRefused(rowError('required', 'title'));
  const holder = context.groupIds.get(groupCodeKey(groupCode));
  const current = holder === undefined ? undefined : context.sections.get(holder);
  if (holder !== undefined && (!current || !current.courseId)) {
    throw new RowRefused({
      code: 'courses.section.code_taken',
      column: 'group_code',
      params: { column: 'group_code' },
    });
  }
  if (current && current.courseId !== course.courseId) {
    throw new RowRefused(rowError('section_of_other_course', 'group_code', { value: groupCode }));
  }
  const termCode = cellOf(values, 'term_code');
  const termId = termCode === '' ? undefined : context.termIds.get(termCodeKey(termCode));
  if (termCode !== '' && !termId) {
    throw new RowRefused({
      code: 'courses.section.term_unknown',
      column: 'term_code',
      params: { column: 'term_code' },
    });
  }
  const owners = cellOf(values, 'owners');
  const ownerIds = emailsOf(owners).map((email) => {
    const member = context.members.get(email);
    if (!member)
      throw new RowRefused({ code: 'courses.member.not_found', column: 'owners', params: { column: 'owners' } });
    return member.userId;
  });
  const startDate = cellOf(values, 'start_date');
  const endDate = cellOf(values, 'end_date');
  const body: z.infer<typeof sectionFieldsSchema> = {
    group_code: groupCode,
    title,
    ...(name !== '' ? { name } : current ? {} : { name: title }),
    ...(termId !== undefined ? { term_id: termId } : {}),
    ...(startDate !== '' ? { start_date: startDate } : {}),
    ...(endDate !== '' ? { end_date: endDate } : {}),
    ...(owners !== '' ? { owner_ids: ownerIds } : {}),
  };
  return { body, course, current };
}

const ownerIdsOf = (owners: Section['owners']) => owners.map((owner) => owner.userId).join(' ');

const sameSection = (section: Section, fields: SectionFields): boolean =>
  section.groupCode === fields.groupCode &&
  section.title === fields.title &&
  section.name === fields.name &&
  section.termId === fields.termId &&
  section.startDate === fields.startDate &&
  section.endDate === fields.endDate &&
  ownerIdsOf(section.owners) === ownerIdsOf(fields.owners);

/**
 * Writes one checked row through the section editor's transaction (section-writes.ts: the section, its
 * owners' rows, its code's guard, its course's sectionCount): the section its code names updated (nothing
 * written when it already says what the row says), or a new one created, open, under the row's record id (a
 * second delivery of the chunk finds it). A section this run created gets its course's plans (syncSection,
 * idempotent: done again on a redelivery, in case the first died before). A refused write reads the section
 * again and checks the row on it once more.
 */
async function upsertSection(
  organizationId: string,
  row: ChunkRow,
  run: ImportRun,
  course: Course,
  body: z.infer<typeof sectionFieldsSchema>,
  existing: Section | undefined,
  first: SectionFields,
): Promise<RowOutcome> {
  const groupId = existing?.groupId ?? rowRecordId(run, row.line);
  let current = existing;
  let fields = first;
  for (let attempt = 0; attempt < UPSERT_ATTEMPTS; attempt += 1) {
    if (current && sameSection(current, fields)) {
      if (current.groupId === rowRecordId(run, row.line)) await syncSection(current);
      return succeeded(row);
    }
    const now = new Date().toISOString();
    const next: Section = current
      ? { ...current, ...fields, version: current.version + 1, updatedAt: now }
      : {
          organizationId,
          groupId,
          courseId: course.courseId,
          nodeId: course.nodeId,
          ...fields,
          status: 'open',
          membersCount: 0,
          version: 1,
          createdAt: now,
          updatedAt: now,
        };
    const result = await writeSection(current ?? null, next);
    if (result.outcome === 'saved') {
      if (!current) await syncSection(next);
      return succeeded(row);
    }
    if (result.outcome === 'course_gone') {
      return failed(row, rowError('unknown_course', 'course_code', { value: cellOf(row.values, 'course_code') }));
    }
    const [read] = await readSections(organizationId, [groupId], { consistent: true });
    if (!read && result.outcome === 'code_taken') {
      return failed(row, {
        code: 'courses.section.code_taken',
        column: 'group_code',
        params: { column: 'group_code' },
      });
    }
    current = read;
    const again = await checked(COLUMNS, () => checkSectionFields(organizationId, body, current));
    if (!again.ok) return failed(row, again.error);
    fields = again.value;
  }
  return failed(row, rowError('changed'));
}

/**
 * Sections (`groups`) of the courses on the import's folder, by section code (docs/imports.md): each row is
 * checked by the section editor's rules (section-rules.ts checkSectionFields: code and title, dates with end ≥
 * start + 1 day, a term of the organisation, owners who may own a section) and written by its transaction.
 */
export const groupsImport: ImportKindRules = {
  kind: 'groups',
  columns: SECTION_IMPORT_COLUMNS,
  naturalKey: (values) => {
    const code = cellOf(values, 'group_code');
    return code === '' ? null : groupCodeKey(code);
  },
  async importRows(organizationId, rows, run): Promise<RowOutcome[]> {
    const context = await readContext(organizationId, runNode(run), rows);
    const limit = pLimit(COURSE_WRITE_PARALLELISM);
    return Promise.all(
      rows.map((row) =>
        limit(async (): Promise<RowOutcome> => {
          const duplicate = duplicateOf(row, 'group_code');
          if (duplicate) return failed(row, duplicate);
          const check = await checked(COLUMNS, async () => {
            const { body, course, current } = bodyOf(row, context);
            return { body, course, current, fields: await checkSectionFields(organizationId, body, current) };
          });
          if (!check.ok) return failed(row, check.error);
          const { body, course, current, fields } = check.value;
          return upsertSection(organizationId, row, run!, course, body, current, fields);
        }),
      ),
    );
  },
};
