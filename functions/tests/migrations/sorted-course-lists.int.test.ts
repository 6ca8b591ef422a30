import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  createRubric,
  listCourseSections,
  listCourses,
  listRubrics,
  type CourseView,
  type RubricSummary,
  type SectionView,
} from '@tessera/shared';
import { ulid } from 'ulid';
import { documentClient, tableName } from '../../src/db/client';
import type { Section } from '../../src/db/courses/sections';
import { writeSection } from '../../src/http/courses/section-writes';
import { MIGRATIONS } from '../../src/migrations';
import { sortedCourseListsMigration } from '../../src/migrations/0028-sorted-course-lists';
import type { MigrationContext } from '../../src/migrations/types';
import { invoke, type Caller } from '../support/invoke';
import { createdCourse } from '../courses/support';
import { freshOrganisation, rubricBody } from '../rubrics/support';

/**
 * Migration 0028-sorted-course-lists (ADR 0028 §4, §5): courses and sections written before their list keys
 * (byRelation keyed by id, no byListing or byLibraryTitle keys, no search key) and rubrics with the byte-order
 * title key ("rubric 10" before "rubric 2") are listed through the API in every order once it has run; a second
 * run changes nothing, and a run stopped halfway continues where it was.
 */
const LIST_ATTRIBUTES = ['gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk', 'titleKey'];

const stored = async (pk: string, sk: string) => {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: { pk, sk } }));
  if (!Item) throw new Error(`no item ${pk} ${sk}`);
  return Item;
};
const rewrite = (item: Record<string, unknown>) =>
  documentClient().send(new PutCommand({ TableName: tableName(), Item: item }));

/** A course or section as stored before the sorted lists: byRelation by id, no other list key. */
async function toOldShape(pk: string, sk: string): Promise<void> {
  const item = await stored(pk, sk);
  const old = Object.fromEntries(Object.entries(item).filter(([name]) => !LIST_ATTRIBUTES.includes(name)));
  await rewrite({ ...old, gsi1sk: sk });
}

/** A rubric with the title key of before the natural order: the nameKey without accents, digits as typed. */
async function toByteOrderTitle(pk: string, sk: string): Promise<void> {
  const item = await stored(pk, sk);
  const id = sk.slice('RUBRIC#'.length);
  await rewrite({ ...item, gsi3sk: `${String(item.titleKey)}#${id}` });
}

function memoryContext(failAfterSaves = Infinity): MigrationContext & { saved: Map<string, string>; lines: string[] } {
  const saved = new Map<string, string>();
  const lines: string[] = [];
  let saves = 0;
  return {
    saved,
    lines,
    readCheckpoint: (scope) => Promise.resolve(saved.get(scope) ?? null),
    saveCheckpoint: (scope, checkpoint) => {
      saves += 1;
      if (saves > failAfterSaves) return Promise.reject(new Error('stopped'));
      saved.set(scope, checkpoint);
      return Promise.resolve();
    },
    log: (line) => lines.push(line),
  };
}

const SORTS = ['name', 'code', 'recently_created', 'least_recently_created'] as const;

const courseIds = async (as: Caller, node: string, sort: string) =>
  (await invoke<{ items: CourseView[] }>(listCourses, { as, query: { node, sort } })).body.items.map((c) => c.id);
const sectionIds = async (as: Caller, course: string, sort: string) =>
  (
    await invoke<{ items: SectionView[] }>(listCourseSections, { as, path: { id: course }, query: { sort } })
  ).body.items.map((s) => s.id);
const rubricTitles = async (as: Caller, node: string) =>
  (await invoke<{ items: RubricSummary[] }>(listRubrics, { as, query: { node, sort: 'title' } })).body.items.map(
    (r) => r.title,
  );

async function sectionIn(course: CourseView, organizationId: string, title: string, code: string): Promise<string> {
  const now = new Date().toISOString();
  const section: Section = {
    organizationId,
    groupId: ulid(),
    courseId: course.id,
    nodeId: course.hierarchy_id,
    groupCode: `${code}-${organizationId}`,
    title,
    name: '',
    owners: [],
    termId: null,
    startDate: null,
    endDate: null,
    status: 'open',
    displayLogType: 'none',
    mentorNotifications: 'disabled',
    syncToFieldPlacement: false,
    membersCount: 0,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  const result = await writeSection(null, section);
  if (result.outcome !== 'saved') throw new Error(result.outcome);
  return section.groupId;
}

describe('migration 0028-sorted-course-lists', () => {
  it('is listed in MIGRATIONS after the steps before it (by id)', () => {
    const ids = MIGRATIONS.map((migration) => migration.id);
    expect(ids.at(-1)).toBe('0028-sorted-course-lists');
    expect([...ids].sort()).toEqual(ids);
  });

  it('lists old courses, sections and rubric titles through the API in every order again; a second run changes nothing', async () => {
    const { rootAdmin, top, organizationId } = await freshOrganisation();
    const node = top.nodeId;
    const courses: CourseView[] = [];
    for (const [name, code] of [
      ['Course 10', 'B'],
      ['course 2', 'a'],
      ['Álgebra', 'C'],
    ])
      courses.push(await createdCourse(node, name as string, { code }, rootAdmin));
    const course = courses[0] as CourseView;
    const sections = [
      await sectionIn(course, organizationId, 'Section 10', 'Z1'),
      await sectionIn(course, organizationId, 'Section 9', 'A1'),
    ];
    for (const title of ['Rubric 10', 'Rubric 2'])
      expect(
        (await invoke(createRubric, { as: rootAdmin, body: { node_id: node, ...rubricBody({ title }) } })).status,
      ).toBe(201);
    const before = {
      courses: Object.fromEntries(await Promise.all(SORTS.map(async (s) => [s, await courseIds(rootAdmin, node, s)]))),
      sections: Object.fromEntries(
        await Promise.all(SORTS.map(async (s) => [s, await sectionIds(rootAdmin, course.id, s)])),
      ),
    };
    expect(before.courses.name).toEqual([courses[2]?.id, courses[1]?.id, courses[0]?.id]);
    expect(before.sections.name).toEqual([sections[1], sections[0]]);
    expect(await rubricTitles(rootAdmin, node)).toEqual(['Default Rubric', 'Rubric 2', 'Rubric 10']);

    const org = `ORG#${organizationId}`;
    for (const item of courses) await toOldShape(org, `COURSE#${item.id}`);
    for (const groupId of sections) await toOldShape(org, `GROUP#${groupId}`);
    const rubrics = (
      await invoke<{ items: RubricSummary[] }>(listRubrics, { as: rootAdmin, query: { node } })
    ).body.items.filter((rubric) => rubric.title.startsWith('Rubric'));
    for (const rubric of rubrics) await toByteOrderTitle(org, `RUBRIC#${rubric.id}`);
    // The old shape: no course or section in the name or code order, the rubrics in byte order.
    expect(await courseIds(rootAdmin, node, 'name')).toEqual([]);
    expect(await sectionIds(rootAdmin, course.id, 'code')).toEqual([]);
    expect(await rubricTitles(rootAdmin, node)).toEqual(['Default Rubric', 'Rubric 10', 'Rubric 2']);

    const first = memoryContext();
    await sortedCourseListsMigration.run(first);
    expect(first.saved.get('*')).toBe('done');
    expect(first.saved.get(organizationId)).toBe('done');
    expect(first.lines).toContain(`${organizationId}: 7 courses, sections and library items given their list keys`);
    for (const sort of SORTS) {
      expect(await courseIds(rootAdmin, node, sort)).toEqual(before.courses[sort]);
      expect(await sectionIds(rootAdmin, course.id, sort)).toEqual(before.sections[sort]);
    }
    expect(await rubricTitles(rootAdmin, node)).toEqual(['Default Rubric', 'Rubric 2', 'Rubric 10']);

    // Run again, recorded (skips at once) and from nothing (finds nothing to change).
    await sortedCourseListsMigration.run(first);
    const again = memoryContext();
    await sortedCourseListsMigration.run(again);
    expect(again.lines.filter((line) => line.startsWith(organizationId))).toEqual([]);
    expect(await courseIds(rootAdmin, node, 'code')).toEqual(before.courses.code);
  });

  it('continues where a stopped run was', async () => {
    const { rootAdmin, top, organizationId } = await freshOrganisation();
    const course = await createdCourse(top.nodeId, 'Resumed course', {}, rootAdmin);
    const groupId = await sectionIn(course, organizationId, 'Resumed section', 'R1');
    await toOldShape(`ORG#${organizationId}`, `COURSE#${course.id}`);
    await toOldShape(`ORG#${organizationId}`, `GROUP#${groupId}`);
    const stopped = memoryContext(1);
    await expect(sortedCourseListsMigration.run(stopped)).rejects.toThrow('stopped');
    const resumed = memoryContext();
    for (const [scope, checkpoint] of stopped.saved) await resumed.saveCheckpoint(scope, checkpoint);
    await sortedCourseListsMigration.run(resumed);
    expect(resumed.saved.get('*')).toBe('done');
    expect(await courseIds(rootAdmin, top.nodeId, 'name')).toEqual([course.id]);
    expect(await sectionIds(rootAdmin, course.id, 'name')).toEqual([groupId]);
  });
});
