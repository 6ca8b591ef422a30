/**
 * The time log of a section through the HTTP API (issue 11; ADR 0017 "Time log"): a course's log categories
 * (of its folder or above; referenced ones stay), members recording entries under the section's log display
 * (bad input keyed by field, nothing written), owners and mentors reading every member's log with totals,
 * the version on changes (409), a closed section (409), a categories-only log, who gets 404, round trips.
 */
import {
  addSectionMember,
  changeSectionStatus,
  createLogCategory,
  createSection,
  createTimeLogEntry,
  deleteTimeLogEntry,
  getSectionTimeLog,
  listCourseLogCategoryChoices,
  listLogCategories,
  updateCourse,
  updateTimeLogEntry,
  type CourseView,
  type SectionTimeLogView,
  type SectionView,
  type TimeLogEntryView,
} from '@tessera/shared';
import { DEMO_SECTIONS } from '../../src/seed/seed-courses';
import { demoUserId } from '../support/fixtures';
import { countingRoundTrips, invoke } from '../support/invoke';
import { createdCourse, freshDemoFolder, savedCourse, uniqueName, type ErrorBody } from './support';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function logCategory(nodeId: string, name: string): Promise<string> {
  const { status, body } = await invoke<{ id: string }>(createLogCategory, {
    as: 'admin',
    path: { id: nodeId },
    body: { name },
  });
  if (status !== 201) throw new Error(`cannot create a log category: ${status}`);
  return body.id;
}

/** A course with two log categories of its folder and a section keeping `display` with Sam, a mentor, a coordinator. */
async function loggingSection(display: 'TimeLog' | 'CategoryOnlyLog' = 'TimeLog') {
  const folder = await freshDemoFolder();
  const [teaching, planning] = [await logCategory(folder.id, 'Teaching'), await logCategory(folder.id, 'Planning')];
  const course = await savedCourse(folder.id, uniqueName('Practicum'), { group_log_categories: [teaching, planning] });
  const faculty = await demoUserId('faculty');
  const created = await invoke<SectionView>(createSection, {
    as: 'admin',
    path: { id: course.id },
    body: {
      group_code: uniqueName('LOG').replace(/\s/g, '-'),
      title: 'Logging section',
      owner_ids: [faculty],
      display_log_type: display,
    },
  });
  expect(created.status).toBe(201);
  const section = created.body;
  for (const [key, role] of [
    ['student', 'member'],
    ['student2', 'member'],
    ['mentor', 'mentor'],
    ['coordinator', 'coordinator'],
  ] as const) {
    const added = await invoke(addSectionMember, {
      as: 'admin',
      path: { id: section.id },
      body: { user_id: await demoUserId(key), role },
    });
    expect(added.status).toBe(201);
  }
  return { folder, course, section, teaching, planning };
}

const readLog = (
  groupId: string,
  as: 'student' | 'student2' | 'faculty' | 'mentor' | 'coordinator' | 'peer' | 'admin',
) => invoke<SectionTimeLogView>(getSectionTimeLog, { as, path: { id: groupId } });

describe('a course’s log categories (spec 2 §3, §5)', () => {
  it('takes log categories of its folder or above only, holds a reference on each, and keeps referenced ones', async () => {
    const { folder, course, section, teaching, planning } = await loggingSection();
    const elsewhere = await freshDemoFolder();
    const foreign = await logCategory(elsewhere.id, 'Elsewhere');
    const refused = await invoke<ErrorBody>(updateCourse, {
      as: 'admin',
      path: { id: course.id },
      body: {
        name: course.name,
        category: 'course',
        group_log_categories: [teaching, planning, foreign],
        version: course.version,
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      'group_log_categories.2': 'Choose log categories of this course’s folder or a folder above it.',
    });
    // The editor offers the folder's categories and those above it (the demo root's), not a sibling's.
    const choices = await invoke<{ items: { id: string; name: string; node_title: string }[] }>(
      listCourseLogCategoryChoices,
      { as: 'admin', path: { id: course.id } },
    );
    expect(choices.status).toBe(200);
    const offered = choices.body.items.map((item) => item.id);
    expect(offered).toEqual(expect.arrayContaining([teaching, planning, 'logcat_demo_teaching']));
    expect(offered).not.toContain(foreign);
    expect((await invoke(listCourseLogCategoryChoices, { as: 'faculty', path: { id: course.id } })).status).toBe(403);
    const listed = await invoke<{ items: { id: string; is_referenced: boolean }[] }>(listLogCategories, {
      as: 'admin',
      path: { id: folder.id },
    });
    expect(listed.body.items.every((item) => item.is_referenced)).toBe(true);

    const entry = await invoke<TimeLogEntryView>(createTimeLogEntry, {
      as: 'student',
      path: { id: section.id },
      body: { date: day(-1), duration: '1:00', log_category_id: teaching },
    });
    expect(entry.status).toBe(201);
    const removing = await invoke<ErrorBody>(updateCourse, {
      as: 'admin',
      path: { id: course.id },
      body: { name: course.name, category: 'course', group_log_categories: [planning], version: course.version },
    });
    expect(removing.status).toBe(400);
    expect(removing.body.message).toBe('Log categories already referenced cannot be removed from the course.');
    const unused = await invoke<CourseView>(updateCourse, {
      as: 'admin',
      path: { id: course.id },
      body: { name: course.name, category: 'course', group_log_categories: [teaching], version: course.version },
    });
    expect(unused.status).toBe(200);
    expect(unused.body).toMatchObject({ group_log_categories: [teaching], referenced_log_category_ids: [teaching] });
    const released = await invoke<{ items: { id: string; is_referenced: boolean }[] }>(listLogCategories, {
      as: 'admin',
      path: { id: folder.id },
    });
    expect(released.body.items.find((item) => item.id === planning)?.is_referenced).toBe(false);
  });
});

describe('the time log of a section (issue 11)', () => {
  it('refuses a bad entry field by field (en and es) and writes nothing', async () => {
    const { section } = await loggingSection();
    const refused = await invoke<ErrorBody>(createTimeLogEntry, {
      as: 'student',
      path: { id: section.id },
      body: { date: day(3), duration: '1:75', log_category_id: 'logcat_not_this_course', note: 'x'.repeat(1001) },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      date: 'The date cannot be in the future.',
      duration: 'Please enter a duration as hours:minutes.',
      log_category_id: 'Choose one of this course’s log categories.',
      note: 'The note can be at most 1000 characters.',
    });
    const spanish = await invoke<ErrorBody>(createTimeLogEntry, {
      as: 'student',
      path: { id: section.id },
      headers: { 'accept-language': 'es' },
      body: { date: '2026-02-30', duration: '0:00', log_category_id: 'logcat_not_this_course' },
    });
    expect(spanish.body.fields).toMatchObject({
      date: 'Introduzca una fecha válida.',
      duration: 'Introduzca una duración mayor que 0:00.',
      log_category_id: 'Elija una de las categorías de registro de este curso.',
    });
    const log = await readLog(section.id, 'student');
    expect(log.body.members).toEqual([expect.objectContaining({ entries: [] })]);
  });

  it('records a member’s entries with totals; owners and mentors read every member’s log; others 404', async () => {
    const { section, teaching, planning } = await loggingSection();
    const record = (as: 'student' | 'student2', body: Record<string, unknown>) =>
      invoke<TimeLogEntryView>(createTimeLogEntry, { as, path: { id: section.id }, body });
    expect(
      (await record('student', { date: day(-2), duration: '2:30', log_category_id: teaching, note: ' Led a lesson. ' }))
        .status,
    ).toBe(201);
    expect((await record('student', { date: day(0), duration: '0:45', log_category_id: planning })).status).toBe(201);
    expect((await record('student2', { date: day(-1), duration: '1:05', log_category_id: teaching })).status).toBe(201);

    const own = await readLog(section.id, 'student');
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ can_record: true, reads_every_log: false, display_log_type: 'TimeLog' });
    expect(own.body.members).toHaveLength(1);
    const sam = own.body.members[0]!;
    expect(sam.first_name).toBe('Sam');
    expect(sam.entries.map((entry) => [entry.date, entry.duration, entry.log_category_name, entry.note])).toEqual([
      [day(0), '0:45', 'Planning', ''],
      [day(-2), '2:30', 'Teaching', 'Led a lesson.'],
    ]);
    expect(sam.totals).toEqual({
      entries: 2,
      duration: '3:15',
      by_category: expect.arrayContaining([
        { log_category_id: teaching, name: 'Teaching', entries: 1, duration: '2:30' },
        { log_category_id: planning, name: 'Planning', entries: 1, duration: '0:45' },
      ]),
    });

    for (const reader of ['faculty', 'mentor', 'admin'] as const) {
      const all = await readLog(section.id, reader);
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ reads_every_log: true, can_record: false });
      expect(Object.fromEntries(all.body.members.map((member) => [member.first_name, member.totals.duration]))).toEqual(
        {
          Sam: '3:15',
          Riley: '1:05',
        },
      );
      expect(all.body.members.every((member) => member.entries.every((entry) => !entry.can_change))).toBe(true);
    }
    expect((await readLog(section.id, 'coordinator')).status).toBe(404);
    expect((await readLog(section.id, 'peer')).status).toBe(404);
    // Owners and mentors read; they do not record.
    expect((await record('student2', { date: day(-1), duration: '1:00', log_category_id: teaching })).status).toBe(201);
    const byMentor = await invoke(createTimeLogEntry, {
      as: 'mentor',
      path: { id: section.id },
      body: { date: day(-1), duration: '1:00', log_category_id: teaching },
    });
    expect(byMentor.status).toBe(404);
  });

  it('changes an entry only at the version read, only the member’s own, and deletes it', async () => {
    const { section, teaching, planning } = await loggingSection();
    const created = await invoke<TimeLogEntryView>(createTimeLogEntry, {
      as: 'student',
      path: { id: section.id },
      body: { date: day(-1), duration: '1:00', log_category_id: teaching },
    });
    const entry = created.body;
    const change = (as: 'student' | 'student2', version: number) =>
      invoke<TimeLogEntryView>(updateTimeLogEntry, {
        as,
        path: { id: section.id, entryId: entry.id },
        body: { date: day(-1), duration: '1:30', log_category_id: planning, note: 'Longer.', version },
      });
    expect((await change('student2', entry.version)).status).toBe(404);
    const changed = await change('student', entry.version);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ duration: '1:30', log_category_name: 'Planning', version: 2 });
    const stale = await change('student', entry.version);
    expect(stale.status).toBe(409);
    expect((stale.body as unknown as ErrorBody).message).toBe(
      'This entry was changed elsewhere. Reload to see the latest.',
    );

    const staleDelete = await invoke(deleteTimeLogEntry, {
      as: 'student',
      path: { id: section.id, entryId: entry.id },
      query: { version: '1' },
    });
    expect(staleDelete.status).toBe(409);
    const deleted = await invoke(deleteTimeLogEntry, {
      as: 'student',
      path: { id: section.id, entryId: entry.id },
      query: { version: '2' },
    });
    expect(deleted.status).toBe(200);
    expect((await readLog(section.id, 'student')).body.members[0]?.totals).toMatchObject({
      entries: 0,
      duration: '0:00',
    });
  });

  it('keeps a closed section’s log as it is (409) and a categories-only log without durations', async () => {
    const { section, teaching } = await loggingSection();
    const closed = await invoke(changeSectionStatus, {
      as: 'admin',
      path: { id: section.id },
      body: { status: 'closed', version: section.version },
    });
    expect(closed.status).toBe(200);
    const refused = await invoke<ErrorBody>(createTimeLogEntry, {
      as: 'student',
      path: { id: section.id },
      body: { date: day(-1), duration: '1:00', log_category_id: teaching },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This section is closed: its time log can no longer change.');
    expect((await readLog(section.id, 'student')).body.can_record).toBe(false);

    const categoriesOnly = await loggingSection('CategoryOnlyLog');
    const entry = await invoke<TimeLogEntryView>(createTimeLogEntry, {
      as: 'student',
      path: { id: categoriesOnly.section.id },
      body: { date: day(-1), log_category_id: categoriesOnly.teaching },
    });
    expect(entry.status).toBe(201);
    expect(entry.body.duration).toBeNull();
    const log = await readLog(categoriesOnly.section.id, 'faculty');
    expect(log.body.display_log_label).toBe('Categories-only');
    expect(log.body.members.find((member) => member.first_name === 'Sam')?.totals).toMatchObject({ entries: 1 });
  });

  it('answers 404 where the section keeps no log, and reads the log in three round trips', async () => {
    const folder = await freshDemoFolder();
    const course = await createdCourse(folder.id, uniqueName('No log'));
    const section = await invoke<SectionView>(createSection, {
      as: 'admin',
      path: { id: course.id },
      body: { group_code: uniqueName('NOLOG').replace(/\s/g, '-'), title: 'No log', display_log_type: 'none' },
    });
    expect((await readLog(section.body.id, 'admin')).status).toBe(404);

    const read = () => readLog(DEMO_SECTIONS.practicumA, 'faculty');
    const { result, calls } = await countingRoundTrips(read);
    expect(result.status).toBe(200);
    // After the actor (2): the section and the membership (1 trip: one BatchGetItem), the course, the members and
    // the log (1), the category names (1) — an owner is no admin, so no tree.
    expect(calls.slice(2).sort()).toEqual([
      'BatchGetItemCommand',
      'BatchGetItemCommand',
      'GetItemCommand',
      'QueryCommand',
      'QueryCommand',
    ]);
  });
});
