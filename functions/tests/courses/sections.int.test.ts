/**
 * Sections (groups) through the HTTP API (spec 2 §2–5, §9; issue 11): the group fields of spec 2 §3, the
 * end-date rule, codes unique in the organisation, owners, open/closed toggle, deletion with its check,
 * who sees a section, stale saves and races, round trips.
 */
import {
  changeSectionStatus,
  checkSectionDeletable,
  createSection,
  deleteCourse,
  deleteSection,
  getCourse,
  getSection,
  listCourseSections,
  updateSection,
  type SectionView,
} from '@tessera/shared';
import { DEMO_COURSES, DEMO_SECTIONS } from '../../src/seed/seed-courses';
import { demoUserId } from '../support/fixtures';
import { countingRoundTrips, invoke, type Caller } from '../support/invoke';
import { createdCourse, freshDemoFolder, uniqueName, type CourseView, type ErrorBody } from './support';

type Answer = SectionView & ErrorBody;

const sectionBody = (over: Record<string, unknown> = {}) => ({
  group_code: uniqueName('SEC').replace(/\s/g, '-'),
  title: 'Section A',
  start_date: '01/10/2030',
  end_date: '05/20/2030',
  ...over,
});

const create = (courseId: string, over: Record<string, unknown> = {}, as: Caller = 'admin', language = 'en') =>
  invoke<Answer>(createSection, {
    as,
    path: { id: courseId },
    body: sectionBody(over),
    headers: { 'accept-language': language },
  });

async function createdSection(courseId: string, over: Record<string, unknown> = {}): Promise<SectionView> {
  const { status, body } = await create(courseId, over);
  if (status !== 201) throw new Error(`cannot create a test section: ${status} ${JSON.stringify(body)}`);
  return body;
}

const save = (section: SectionView, over: Record<string, unknown> = {}) =>
  invoke<Answer>(updateSection, {
    as: 'admin',
    path: { id: section.id },
    body: { group_code: section.group_code, title: section.title, version: section.version, ...over },
  });

async function freshCourse(): Promise<CourseView> {
  const folder = await freshDemoFolder();
  return createdCourse(folder.id, uniqueName('Sectioned course'));
}

describe('creating sections (spec 2 §3, §5)', () => {
  it('creates an open section with its owners, term and dates, counted on its course', async () => {
    const course = await freshCourse();
    const faculty = await demoUserId('faculty');
    const section = await createdSection(course.id, {
      owner_ids: [faculty],
      display_log_type: 'TimeLog',
      mentor_notifications: 'enabled',
      sync_to_field_placement: true,
    });
    expect(section).toMatchObject({
      group_template_id: course.id,
      title: 'Section A',
      name: 'Section A',
      owner_ids: [faculty],
      owners: [{ id: faculty, first_name: 'Fran', last_name: 'Faculty' }],
      start_date: '01/10/2030',
      end_date: '05/20/2030',
      status: 'open',
      status_label: 'Open',
      display_log_type: 'TimeLog',
      display_log_label: 'Time-log & Categories',
      mentor_notifications: 'enabled',
      sync_to_field_placement: true,
      version: 1,
      can_edit: true,
      can_open_settings: true,
      can_delete: true,
      can_toggle_status: true,
    });
    const read = await invoke<CourseView>(getCourse, { as: 'admin', path: { id: course.id } });
    expect(read.body).toMatchObject({ groups_count: 1, can_delete: false });
    const listed = await invoke<{ items: SectionView[] }>(listCourseSections, {
      as: 'admin',
      path: { id: course.id },
    });
    expect(listed.body.items.map((item) => item.id)).toEqual([section.id]);
  });

  it.each([
    ['01/10/2030', '01/10/2030', 400],
    ['01/10/2030', '01/09/2030', 400],
    ['01/10/2030', '01/11/2030', 201],
    ['12/31/2030', '01/01/2031', 201],
  ])('start %s and end %s: %d (end ≥ start + 1 day, spec 2 §5)', async (start_date, end_date, status) => {
    const course = await freshCourse();
    const answer = await create(course.id, { start_date, end_date });
    expect(answer.status).toBe(status);
    if (status === 400) {
      expect(answer.body.fields).toEqual({
        end_date: 'The end date must be at least one day after the start date.',
      });
    }
  });

  it('says what is wrong with each field in Spanish and writes nothing', async () => {
    const course = await freshCourse();
    const student = await demoUserId('student');
    const answer = await create(
      course.id,
      { group_code: ' ', title: '', start_date: '13/45/2030', owner_ids: [student], term_id: 'term_nowhere' },
      'admin',
      'es',
    );
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      group_code: 'Introduzca un código de sección.',
      title: 'Introduzca un título de sección.',
      start_date: 'Introduzca la fecha como dd/mm/aaaa.',
      term_id: 'Elija un periodo de su organización.',
      'owner_ids.0': 'Un propietario debe ser un miembro de su organización que enseñe o evalúe.',
    });
    expect((await invoke<CourseView>(getCourse, { as: 'admin', path: { id: course.id } })).body.groups_count).toBe(0);
  });

  it('keeps codes unique in the organisation, any case, and frees a code when its section goes', async () => {
    const course = await freshCourse();
    const code = uniqueName('CODE').replace(/\s/g, '-');
    const first = await createdSection(course.id, { group_code: code });
    const taken = await create(course.id, { group_code: code.toLowerCase() });
    expect(taken.status).toBe(400);
    expect(taken.body.fields).toEqual({ group_code: 'Another section already uses this code.' });
    await invoke(deleteSection, { as: 'admin', path: { id: first.id }, query: { version: '1' } });
    expect((await create(course.id, { group_code: code })).status).toBe(201);
  });

  it('refuses a section in a course of a node the admin does not administer (404)', async () => {
    expect((await create(DEMO_COURSES.practicum, {}, 'faculty')).status).toBe(403);
    const course = await freshCourse();
    const answer = await invoke(createSection, {
      as: 'otherAdmin',
      path: { id: course.id },
      body: sectionBody(),
    });
    expect(answer.status).toBe(404);
  });
});

describe('who sees a section (ADR 0017)', () => {
  it('shows the seeded section to its owner and admins, and 404 to a student and to Other College', async () => {
    const read = (as: Caller) => invoke<Answer>(getSection, { as, path: { id: DEMO_SECTIONS.practicumA } });
    const owner = await read('faculty');
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({
      title: 'EDU 501 Section A',
      can_edit: false,
      can_delete: false,
      can_toggle_status: false,
      can_manage_members: false,
    });
    expect((await read('admin')).body.can_edit).toBe(true);
    expect((await read('student')).status).toBe(404);
    expect((await read('otherAdmin')).status).toBe(404);
    expect((await read('supervisor')).status).toBe(404);
  });

  it('reads a section in 2 round trips and a course’s sections in 2 after actor resolution', async () => {
    const read = () => invoke(getSection, { as: 'admin', path: { id: DEMO_SECTIONS.practicumA } });
    expect((await read()).status).toBe(200);
    expect((await countingRoundTrips(read)).calls.slice(2).sort()).toEqual([
      'GetItemCommand',
      'GetItemCommand',
      'QueryCommand',
    ]);
    const list = () => invoke(listCourseSections, { as: 'admin', path: { id: DEMO_COURSES.practicum } });
    expect((await list()).status).toBe(200);
    expect((await countingRoundTrips(list)).calls.slice(2).sort()).toEqual([
      'GetItemCommand',
      'QueryCommand',
      'QueryCommand',
      'QueryCommand',
    ]);
  });
});

describe('editing, toggling and deleting sections (spec 2 §4, §5)', () => {
  it('saves at the version read and answers an older one with 409', async () => {
    const course = await freshCourse();
    const section = await createdSection(course.id);
    const saved = await save(section, { title: 'Section B', end_date: '06/30/2030' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      title: 'Section B',
      start_date: '01/10/2030',
      end_date: '06/30/2030',
      version: 2,
    });
    const stale = await save(section, { title: 'Section C' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This section was changed by someone else. Reload it and try again.');
  });

  it('closes a section, hiding settings and delete, and refuses to delete it while closed', async () => {
    const course = await freshCourse();
    const section = await createdSection(course.id);
    const closed = await invoke<Answer>(changeSectionStatus, {
      as: 'admin',
      path: { id: section.id },
      body: { status: 'closed', version: 1 },
    });
    expect(closed.body).toMatchObject({ status: 'closed', can_open_settings: false, can_delete: false, version: 2 });
    const check = await invoke(checkSectionDeletable, { as: 'admin', path: { id: section.id } });
    expect(check.body).toEqual({ is_deletable: false, message: 'A closed section cannot be deleted. Open it first.' });
    const refused = await invoke(deleteSection, { as: 'admin', path: { id: section.id }, query: { version: '2' } });
    expect(refused.status).toBe(409);
    const reopened = await invoke<Answer>(changeSectionStatus, {
      as: 'admin',
      path: { id: section.id },
      body: { status: 'open', version: 2 },
    });
    expect(reopened.body.can_delete).toBe(true);
    const deleted = await invoke<{ message: string }>(deleteSection, {
      as: 'admin',
      path: { id: section.id },
      query: { version: '3' },
    });
    expect(deleted.body.message).toBe('Section Section A was deleted.');
    const read = await invoke<CourseView>(getCourse, { as: 'admin', path: { id: course.id } });
    expect(read.body).toMatchObject({ groups_count: 0, can_delete: true });
  });

  it('lets exactly one of two toggles from the same read win', async () => {
    const course = await freshCourse();
    const section = await createdSection(course.id);
    const answers = await Promise.all(
      ['closed', 'closed'].map((status) =>
        invoke(changeSectionStatus, { as: 'admin', path: { id: section.id }, body: { status, version: 1 } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('never deletes a course while a section is being created in it', async () => {
    const course = await freshCourse();
    const [created, deleted] = await Promise.all([
      create(course.id),
      invoke(deleteCourse, { as: 'admin', path: { id: course.id }, query: { version: '1' } }),
    ]);
    expect([created.status, deleted.status].filter((status) => status < 300)).toHaveLength(1);
    const read = await invoke<CourseView>(getCourse, { as: 'admin', path: { id: course.id } });
    if (created.status === 201) expect(read.body.groups_count).toBe(1);
    else expect(read.status).toBe(404);
  });
});
