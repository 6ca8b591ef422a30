import { COURSE_CATEGORIES, COURSE_IMPORT_COLUMNS, COURSE_LIMITS, nameKey, type CourseCategory } from '@tessera/shared';
import pLimit from 'p-limit';
import { checkCourseFields, type CourseRulesActor } from '../../../http/courses/course-rules';
import { writeCourse } from '../../../http/courses/course-writes';
import { readCourse, readNodeCourses, type Course } from '../../../ports/courses';
import { readOrganisation } from '../../../ports/identity';
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

/** Category words a file may use: the stored values, and "group", the name the screens show for a workshop. */
const CATEGORY_NAMES: Readonly<Record<string, CourseCategory>> = {
  ...Object.fromEntries(COURSE_CATEGORIES.map((category) => [category, category])),
  group: 'workshop',
};

/** The field of the course rules → the file's column, for their refusals. */
const COLUMNS = { name: 'name', code: 'code', category: 'category' } as const;

function categoryOf(values: Record<string, string>, current: Course | undefined): CourseCategory {
  const value = cellOf(values, 'category').toLowerCase();
  if (value === '') return current?.category ?? 'course';
  const category = CATEGORY_NAMES[value];
  if (!category) throw new RowRefused(rowError('invalid_choice', 'category', { values: COURSE_CATEGORIES.join(', ') }));
  return category;
}

const sameCourse = (course: Course, fields: Pick<Course, 'name' | 'code' | 'category'>) =>
  course.name === fields.name && course.code === fields.code && course.category === fields.category;

/**
 * The course of a row's code on the folder: the oldest when the editor let two courses share a code (the
 * course editor does not keep codes unique; the import updates one course per code and says nothing of the
 * other).
 */
function coursesByCode(courses: readonly Course[]): Map<string, Course> {
  const byCode = new Map<string, Course>();
  for (const course of [...courses].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    const key = nameKey(course.code);
    if (key !== '' && !byCode.has(key)) byCode.set(key, course);
  }
  return byCode;
}

/**
 * Writes one checked row: the folder's course with its code updated (nothing written when it already says what
 * the row says), or a new one created (writeCourse, the course editor's transaction: the course and its
 * folder's holdings) under the row's record id, so a second delivery of the chunk finds it instead of
 * creating a twin. A refused write reads the course again and tries once more.
 */
async function upsertCourse(
  actor: CourseRulesActor,
  row: ChunkRow,
  run: ImportRun,
  organizationId: string,
  existing: Course | undefined,
  fields: Pick<Course, 'name' | 'code' | 'category'>,
): Promise<RowOutcome> {
  let current = existing;
  const courseId = existing?.courseId ?? rowRecordId(run, row.line);
  for (let attempt = 0; attempt < UPSERT_ATTEMPTS; attempt += 1) {
    if (current && sameCourse(current, fields)) return succeeded(row);
    const now = new Date().toISOString();
    const next: Course = current
      ? { ...current, ...fields, version: current.version + 1, updatedAt: now }
      : {
          organizationId,
          courseId,
          nodeId: runNode(run),
          ...fields,
          ownerTemplateIds: [],
          homepageTemplateIds: [],
          planTemplateUses: {},
          logCategoryIds: [],
          logCategoryUses: {},
          logEntryChanges: 0,
          sectionCount: 0,
          activityPlanCount: 0,
          version: 1,
          createdAt: now,
          updatedAt: now,
        };
    const result = await writeCourse(current ?? null, next);
    if (result.outcome === 'saved') return succeeded(row);
    if (result.outcome === 'node_gone') return failed(row, rowError('changed'));
    current = (await readCourse(organizationId, courseId, { consistent: true })) ?? undefined;
    if (current) {
      // The course as it now is must still take the row's category (an app switched off meanwhile).
      const again = await checked(COLUMNS, () => checkCourseFields(actor, fields, current));
      if (!again.ok) return failed(row, again.error);
    }
  }
  return failed(row, rowError('changed'));
}

/**
 * Courses (`group-templates`) on the import's folder, by code (docs/imports.md): the course editor's rules
 * (course-rules.ts checkCourseFields: a name, a category the organisation offers) on each row, then its
 * transaction (course-writes.ts). A chunk reads the organisation (its apps: the internship category) and
 * the folder's courses once.
 */
export const groupTemplatesImport: ImportKindRules = {
  kind: 'group-templates',
  columns: COURSE_IMPORT_COLUMNS,
  naturalKey: (values) => {
    const code = nameKey(values.code ?? '');
    return code === '' ? null : code;
  },
  async importRows(organizationId, rows, run): Promise<RowOutcome[]> {
    const nodeId = runNode(run);
    const [organisation, courses] = await Promise.all([
      readOrganisation(organizationId),
      readNodeCourses(organizationId, nodeId),
    ]);
    const actor: CourseRulesActor = { organisation: { availableApps: organisation?.availableApps ?? [] } };
    const byCode = coursesByCode(courses);
    const limit = pLimit(COURSE_WRITE_PARALLELISM);
    return Promise.all(
      rows.map((row) =>
        limit(async (): Promise<RowOutcome> => {
          const duplicate = duplicateOf(row, 'code');
          if (duplicate) return failed(row, duplicate);
          const check = await checked(COLUMNS, () => {
            const code = cellOf(row.values, 'code', { required: true, max: COURSE_LIMITS.code });
            const name = cellOf(row.values, 'name', { required: true, max: COURSE_LIMITS.name });
            const current = byCode.get(nameKey(code));
            const category = categoryOf(row.values, current);
            return { current, fields: checkCourseFields(actor, { name, code, category }, current) };
          });
          if (!check.ok) return failed(row, check.error);
          return upsertCourse(actor, row, run!, organizationId, check.value.current, check.value.fields);
        }),
      ),
    );
  },
};
