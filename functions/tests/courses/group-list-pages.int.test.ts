/**
 * The course list and a course's sections a page at a time (ADR 0028 §4, spec 2 §2, §9): each order read from
 * its sorted index, 25 a page, the pages together in the order the old in-memory sort gave (shared's
 * sortGroups, the collator: "Course 2" before "Course 10", case and accents aside); searches across pages;
 * cursors of another order, node, course or organisation, or changed, refused with 400; round trips.
 */
import {
  GROUP_SORT_OPTIONS,
  listCourseSections,
  listCourses,
  nameKey,
  sortGroups,
  type GroupSort,
  type SectionView,
} from '@tessera/shared';
import { ulid } from 'ulid';
import type { Section } from '../../src/db/courses/sections';
import { writeSection } from '../../src/http/courses/section-writes';
import { countingRoundTrips, invoke } from '../support/invoke';
import { createdCourse, freshDemoFolder, uniqueName, type CourseView, type ErrorBody } from './support';

type Page<T> = { items: T[]; more: boolean; cursor: string | null } & ErrorBody;
const SORTS = GROUP_SORT_OPTIONS.map((option) => option.value);

const coursePage = (node: string, query: Record<string, string> = {}) =>
  invoke<Page<CourseView>>(listCourses, { as: 'admin', query: { node, ...query } });
const sectionPage = (course: string, query: Record<string, string> = {}) =>
  invoke<Page<SectionView>>(listCourseSections, { as: 'admin', path: { id: course }, query });

/** Every page of a list, by following `cursor` while `more`: the ids in order and the size of each page. */
async function allPages<T extends { id: string }>(
  read: (query: Record<string, string>) => Promise<{ status: number; body: Page<T> }>,
  query: Record<string, string>,
): Promise<{ ids: string[]; sizes: number[] }> {
  const ids: string[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const { status, body } = await read({ ...query, ...(cursor ? { cursor } : {}) });
    expect(status).toBe(200);
    ids.push(...body.items.map((item) => item.id));
    sizes.push(body.items.length);
    cursor = body.more ? body.cursor : null;
    if (body.more) expect(body.cursor).toEqual(expect.any(String));
  } while (cursor);
  return { ids, sizes };
}

/** The order the lists had when they sorted in memory (ties, which the index breaks by id, do not occur here). */
const oracle = (
  rows: { id: string; name: string; code?: string; group_code?: string; created_at: string }[],
  sort: GroupSort,
): string[] =>
  sortGroups(
    [...rows]
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .map((row) => ({ ...row, group_code: row.group_code ?? row.code ?? '' })),
    sort,
  ).map((row) => row.id);

/** A code, a name and a creation time per number, so no two rows tie in any order. */
const nameOf = (n: number) => `${['Course', 'course', 'Çourse'][n % 3] as string} ${n}`;
const codeOf = (n: number) => `K${(n * 7) % 31}`;

describe('the course list, a page at a time (ADR 0028 §4)', () => {
  let node: string;
  let courses: CourseView[];

  beforeAll(async () => {
    node = (await freshDemoFolder()).id;
    courses = [];
    // One at a time, so each is created after the one before.
    for (let n = 1; n <= 30; n += 1) courses.push(await createdCourse(node, nameOf(n), { code: codeOf(n) }));
  });

  it.each(SORTS)('reads 30 courses by %s in pages of 25 and 5, in the collator’s order', async (sort) => {
    const { ids, sizes } = await allPages((query) => coursePage(node, query), { sort });
    expect(sizes).toEqual([25, 5]);
    expect(ids).toEqual(oracle(courses, sort));
  });

  it('puts "Course 2" before "Course 10" and starts the next page after the last row of the first', async () => {
    const first = await coursePage(node);
    expect(first.body.items.slice(0, 3).map((course) => course.name)).toEqual([nameOf(1), nameOf(2), nameOf(3)]);
    expect(first.body.items[9]?.name).toBe(nameOf(10));
    expect(first.body.more).toBe(true);
    const second = await coursePage(node, { cursor: first.body.cursor as string });
    expect(second.body.items.map((course) => course.name)).toEqual([26, 27, 28, 29, 30].map(nameOf));
    expect(second.body).toMatchObject({ more: false, cursor: null });
  });

  it('searches name and code across pages, in the order asked', async () => {
    const byName = await allPages((query) => coursePage(node, query), { search: 'COURSE 1' });
    // The search folds case, not accents (as before the index): "Çourse 12" does not match "course 1".
    const expected = courses.filter((course) => nameKey(course.name).includes('course 1'));
    expect(expected.length).toBeGreaterThan(3);
    expect(byName.ids).toEqual(oracle(expected, 'name'));
    const byCode = await allPages((query) => coursePage(node, query), { search: 'k2', sort: 'code' });
    expect(byCode.ids).toEqual(
      oracle(
        courses.filter((course) => course.code.startsWith('K2')),
        'code',
      ),
    );
    expect((await coursePage(node, { search: 'nothing like it' })).body).toMatchObject({
      items: [],
      more: false,
      cursor: null,
    });
  });

  it('refuses a cursor of another order, node or a changed one with 400, and answers 404 first for a node not administered', async () => {
    const refused = {
      status: 400,
      body: { fields: { cursor: 'This page link is no longer valid. Start again from the first page.' } },
    };
    const recently = (await coursePage(node, { sort: 'recently_created' })).body.cursor as string;
    expect(await coursePage(node, { sort: 'least_recently_created', cursor: recently })).toMatchObject(refused);
    const byName = (await coursePage(node)).body.cursor as string;
    expect(await coursePage(node, { sort: 'code', cursor: `C${byName.slice(1)}` })).toMatchObject(refused);
    const other = await freshDemoFolder();
    await createdCourse(other.id, uniqueName('Other course'));
    expect(await coursePage(other.id, { cursor: byName })).toMatchObject(refused);
    const changed = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(byName.slice(1), 'base64url').toString()), gsi2pk: 'ORG#org_other' }),
    ).toString('base64url');
    expect(await coursePage(node, { cursor: `N${changed}` })).toMatchObject(refused);
    expect(await coursePage(node, { cursor: 'N' })).toMatchObject(refused);
    expect((await coursePage('node_nowhere', { cursor: byName })).status).toBe(404);
  });

  it('reads a page in one Query after the tree; the code order adds one BatchGetItem of the page', async () => {
    expect((await countingRoundTrips(() => coursePage(node))).calls.slice(2)).toEqual(['QueryCommand', 'QueryCommand']);
    expect((await countingRoundTrips(() => coursePage(node, { sort: 'code' }))).calls.slice(2)).toEqual([
      'QueryCommand',
      'QueryCommand',
      'BatchGetItemCommand',
    ]);
  });
});

describe('a course’s sections, a page at a time (ADR 0028 §4)', () => {
  let course: CourseView;
  let sections: { id: string; title: string; name: string; group_code: string; created_at: string }[];

  beforeAll(async () => {
    course = await createdCourse((await freshDemoFolder()).id, uniqueName('Paged sections'));
    sections = [];
    const start = Date.parse('2030-01-01T00:00:00Z');
    for (let n = 1; n <= 30; n += 1) {
      const createdAt = new Date(start + ((n * 11) % 30) * 60_000).toISOString();
      const section: Section = {
        organizationId: 'org_demo',
        groupId: ulid(),
        courseId: course.id,
        nodeId: course.hierarchy_id,
        groupCode: `${uniqueName('S')}-${codeOf(n)}`,
        title: `Title ${n}`,
        // Half have a name, shown and sorted instead of the title.
        name: n % 2 === 0 ? `Section ${n}` : '',
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
        createdAt,
        updatedAt: createdAt,
      };
      const result = await writeSection(null, section);
      if (result.outcome !== 'saved') throw new Error(result.outcome);
      sections.push({
        id: section.groupId,
        title: section.title,
        name: section.name || section.title,
        group_code: section.groupCode,
        created_at: createdAt,
      });
    }
  });

  it.each(SORTS)('reads 30 sections by %s in pages of 25 and 5, in the collator’s order', async (sort) => {
    const { ids, sizes } = await allPages((query) => sectionPage(course.id, query), { sort });
    expect(sizes).toEqual([25, 5]);
    expect(ids).toEqual(oracle(sections, sort));
  });

  it('searches title, name and code', async () => {
    const { ids } = await allPages((query) => sectionPage(course.id, query), { search: 'title 1' });
    // Every title 1 and 10–19 matches, those shown by their name too.
    const expected = sections.filter((section) => section.title.startsWith('Title 1'));
    expect(expected.some((section) => section.name !== section.title)).toBe(true);
    expect(ids).toEqual(oracle(expected, 'name'));
    const code = sections[6]?.group_code as string;
    expect((await allPages((query) => sectionPage(course.id, query), { search: code.toLowerCase() })).ids).toEqual([
      sections[6]?.id,
    ]);
  });

  it('refuses a cursor of another course or order with 400', async () => {
    const refused = {
      status: 400,
      body: { fields: { cursor: 'This page link is no longer valid. Start again from the first page.' } },
    };
    const cursor = (await sectionPage(course.id)).body.cursor as string;
    const other = await createdCourse((await freshDemoFolder()).id, uniqueName('Other sections'));
    expect(await sectionPage(other.id, { cursor })).toMatchObject(refused);
    expect(await sectionPage(course.id, { sort: 'code', cursor })).toMatchObject(refused);
    const created = (await sectionPage(course.id, { sort: 'least_recently_created' })).body.cursor as string;
    expect(await sectionPage(course.id, { sort: 'recently_created', cursor: created })).toMatchObject(refused);
  });
});
