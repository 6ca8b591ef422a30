/**
 * The courses context's imports on the job platform (issue 24): courses (`group-templates`), sections
 * (`groups`), section roles (`memberships`) and one section's members (`section-members`). Each imports its
 * template file and a file with bad rows (Canvas's header names, counts, codes, the error report's rows); a
 * chunk written twice (at once, then delivered twice) leaves one clean run's state; another organisation's
 * sections and users are refused.
 */
import { getImportTemplate } from '@tessera/shared';
import { registerLocalQueuePort } from '../../src/adapters/queue-port';
import { readChunk } from '../../src/jobs/imports/chunk-store';
import { IMPORT_KIND_RULES } from '../../src/jobs/imports/kinds';
import { writeSection } from '../../src/http/courses/section-writes';
import { getCourse } from '../../src/db/courses/courses';
import { invoke } from '../support/invoke';
import { coursesOn, coursesWorld, reportLines, rosterOf, sectionsByCode, startOn, templateOf } from './course-support';
import { TestQueue, createTermAs, csv, readLog, type Admin } from './support';

const queue = new TestQueue();
beforeAll(() => queue.register());
afterAll(() => registerLocalQueuePort(undefined));

type World = Awaited<ReturnType<typeof coursesWorld>>;

/** Imports a file on the world's folder (or a section) and answers its finished log. */
async function imported(
  world: { admin: Admin; nodeId: string },
  kind: Parameters<typeof startOn>[1],
  content: string,
  target: { node_id?: string; group_id?: string } = { node_id: world.nodeId },
) {
  const started = await startOn(world.admin, kind, content, target);
  expect(started.status).toBe(202);
  await queue.drain(started.body.id);
  const log = await readLog(world.admin, started.body.id);
  expect(log.body.status).toBe('finished');
  return log.body;
}

/** The templates' courses, the term they name and their sections. */
async function withSections(world: World) {
  await imported(world, 'group-templates', templateOf('group-templates'));
  await createTermAs(world.admin, {
    code: 'FA26',
    name: 'Fall 2026',
    start_date: '2026-08-24',
    end_date: '2026-12-18',
  });
  const groups = await imported(world, 'groups', templateOf('groups'));
  expect(groups.import_result).toMatchObject({ success_count: 2, failed_count: 0 });
  return sectionsByCode(world.organizationId, ['EDU501-01', 'EDU501-02']);
}

describe('the courses import (group-templates)', () => {
  it('imports its template, then the good rows of a file with bad ones, reporting each bad row', async () => {
    const world = await coursesWorld();
    const template = await invoke<{ content: string }>(getImportTemplate, {
      as: world.admin,
      path: { kind: 'group-templates' },
    });
    expect(template.body.content.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('code,name,category');
    const first = await imported(world, 'group-templates', template.body.content);
    expect(first).toMatchObject({ import_result: { success_count: 2, failed_count: 0 }, node_id: world.nodeId });
    expect(await coursesOn(world.organizationId, world.nodeId)).toEqual([
      'EDU501 Foundations of Teaching course',
      'EDU590 Student Teaching Seminar workshop',
    ]);

    const log = await imported(
      world,
      'group-templates',
      csv([
        ['course_id', 'long_name', 'category', 'status'], // Canvas's courses.csv names, and a column read past
        ['EDU501', 'Foundations of Teaching II', '', 'active'], // 2: updates EDU501, keeping its category
        ['EDU600', '', 'course', 'active'], // 3: no name
        ['EDU601', 'Bad', 'seminar', 'active'], // 4: no such category
        ['EDU602', 'Placement', 'internship', 'active'], // 5: the organisation has no field_experience app
        ['edu501', 'Again', '', 'active'], // 6: EDU501 again (codes compare case-folded)
        ['EDU603', 'Writing Group', 'Group', 'active'], // 7: "Group", the screens' word for a workshop
      ]),
    );
    expect(log).toMatchObject({
      import_result: { success_count: 2, warning_count: 0, failed_count: 4 },
      details: '2 import successfully, 4 failed',
    });
    expect(log.error_codes).toEqual([
      { code: 'required', row: 3, column: 'name', message: '"name" cannot be left blank.' },
      {
        code: 'invalid_choice',
        row: 4,
        column: 'category',
        message: '"category" must be one of: course, workshop, internship.',
      },
      {
        code: 'courses.category_unavailable',
        row: 5,
        column: 'category',
        message: 'This category is not available in your organization.',
      },
      {
        code: 'duplicate_in_file',
        row: 6,
        column: 'code',
        message: 'The same row key appears earlier in the file, on line 2.',
      },
    ]);
    expect(await coursesOn(world.organizationId, world.nodeId)).toEqual([
      'EDU501 Foundations of Teaching II course',
      'EDU590 Student Teaching Seminar workshop',
      'EDU603 Writing Group workshop',
    ]);
    const report = await reportLines(log);
    expect(report).toHaveLength(5);
    expect(report[0]).toBe('code,name,category,Line,Column,Error code,Error');
    expect(report[3]).toBe(
      'EDU602,Placement,internship,5,category,courses.category_unavailable,This category is not available in your organization.',
    );
  });

  it('a chunk written twice at once, then delivered twice, creates each course once', async () => {
    const world = await coursesWorld();
    const started = await startOn(world.admin, 'group-templates', templateOf('group-templates'), {
      node_id: world.nodeId,
    });
    const id = started.body.id;
    const [split] = queue.take((message) => message.jobId === id);
    await queue.deliver(split!);
    const [chunk] = queue.take((message) => message.jobId === id);
    const rows = (await readChunk(world.organizationId, id, 0))!;
    const run = { importId: id, nodeId: world.nodeId, groupId: null, startedBy: world.admin.userId };
    const twice = await Promise.all([
      IMPORT_KIND_RULES['group-templates'].importRows(world.organizationId, rows, run),
      IMPORT_KIND_RULES['group-templates'].importRows(world.organizationId, rows, run),
    ]);
    expect(twice.flat().every((outcome) => outcome.ok)).toBe(true);
    expect(await queue.deliver(chunk!, 2)).toEqual({ batchItemFailures: [] });
    expect(await queue.deliver(chunk!, 3)).toEqual({ batchItemFailures: [] });
    expect((await readLog(world.admin, id)).body.import_result).toMatchObject({ success_count: 2, failed_count: 0 });
    expect(await coursesOn(world.organizationId, world.nodeId)).toEqual([
      'EDU501 Foundations of Teaching course',
      'EDU590 Student Teaching Seminar workshop',
    ]);
  });

  it('is started on a folder the caller administers: none is 400, another one 404', async () => {
    const world = await coursesWorld();
    const none = await startOn(world.admin, 'group-templates', templateOf('group-templates'), {});
    expect(none.status).toBe(400);
    expect(none.body.fields.node_id).toBe('Choose the folder this file is imported into.');
    const bystander = await startOn(world.bystander, 'group-templates', templateOf('group-templates'), {
      node_id: world.nodeId,
    });
    expect(bystander.status).toBe(404);
    const other = await coursesWorld();
    const elsewhere = await startOn(world.admin, 'group-templates', templateOf('group-templates'), {
      node_id: other.nodeId,
    });
    expect(elsewhere.status).toBe(404);
  });
});

describe('the sections import (groups)', () => {
  it('imports its template, then the good rows of a file with bad ones', async () => {
    const world = await coursesWorld();
    const sections = await withSections(world);
    const one = sections.get('EDU501-01')!;
    const two = sections.get('EDU501-02')!;
    expect(one).toMatchObject({
      title: 'Foundations of Teaching, section 1',
      name: 'Foundations of Teaching, section 1',
    });
    expect(two).toMatchObject({ name: 'Evening', startDate: '2026-08-24', endDate: '2026-12-18', status: 'open' });
    expect(two.termId).not.toBeNull();
    const courses = await coursesOn(world.organizationId, world.nodeId);
    expect(courses).toHaveLength(2);

    const log = await imported(
      world,
      'groups',
      csv([
        ['section_id', 'course_id', 'title', 'name', 'term_id', 'start_date', 'end_date', 'owners'],
        ['EDU501-01', 'EDU501', 'Section one', '', '', '', '', 'teacher@example.edu'], // 2: updated, an owner
        ['X-1', 'NOPE', 'T', '', '', '', '', ''], // 3: no such course here
        ['X-2', 'EDU501', 'T', '', 'ZZ', '', '', ''], // 4: no such term
        ['X-3', 'EDU501', 'T', '', '', '2026-09-01', '2026-09-01', ''], // 5: ends the day it starts
        ['X-4', 'EDU501', 'T', '', '', '', '', 'student@example.edu'], // 6: a student cannot own a section
        ['EDU501-02', 'EDU590', 'T', '', '', '', '', ''], // 7: EDU501-02 is EDU501's
        ['X-5', 'EDU501', '', '', '', '', '', ''], // 8: no title (nor name)
        ['X-6', 'EDU590', '', 'Six', '', '', '', ''], // 9: the name is the title too (Canvas's sections.csv)
      ]),
    );
    expect(log.import_result).toEqual({ success_count: 2, warning_count: 0, failed_count: 6 });
    expect(log.error_codes.map(({ code, row, column }) => [code, row, column])).toEqual([
      ['unknown_course', 3, 'course_code'],
      ['courses.section.term_unknown', 4, 'term_code'],
      ['courses.section.end_before_minimum', 5, 'end_date'],
      ['courses.section.owner_not_eligible', 6, 'owners'],
      ['section_of_other_course', 7, 'group_code'],
      ['required', 8, 'title'],
    ]);
    expect(log.error_codes[0]!.message).toBe('No course in this folder has the code "NOPE".');
    expect(log.error_codes[3]!.message).toBe('An owner must be a member of your organization who teaches or assesses.');
    const after = await sectionsByCode(world.organizationId, ['EDU501-01', 'X-6', 'X-1', 'X-5']);
    expect([...after.keys()].sort()).toEqual(['EDU501-01', 'X-6']);
    expect(after.get('EDU501-01')).toMatchObject({
      title: 'Section one',
      name: 'Foundations of Teaching, section 1',
      owners: [{ userId: world.people.teacher.userId, firstName: 'Tea', lastName: 'Person' }],
      termId: one.termId,
      version: one.version + 1,
    });
    expect(after.get('X-6')).toMatchObject({ title: 'Six', name: 'Six' });
    expect((await reportLines(log)).slice(1).map((line) => line.split(',')[0])).toEqual([
      'X-1',
      'X-2',
      'X-3',
      'X-4',
      'EDU501-02',
      'X-5',
    ]);
  });

  it('a chunk written twice at once, then delivered twice, leaves one clean run’s state', async () => {
    const world = await coursesWorld();
    await imported(world, 'group-templates', templateOf('group-templates'));
    await createTermAs(world.admin, {
      code: 'FA26',
      name: 'Fall 2026',
      start_date: '2026-08-24',
      end_date: '2026-12-18',
    });
    const started = await startOn(world.admin, 'groups', templateOf('groups'), { node_id: world.nodeId });
    const id = started.body.id;
    const [split] = queue.take((message) => message.jobId === id);
    await queue.deliver(split!);
    const [chunk] = queue.take((message) => message.jobId === id);
    const rows = (await readChunk(world.organizationId, id, 0))!;
    const run = { importId: id, nodeId: world.nodeId, groupId: null, startedBy: world.admin.userId };
    const twice = await Promise.all([
      IMPORT_KIND_RULES.groups.importRows(world.organizationId, rows, run),
      IMPORT_KIND_RULES.groups.importRows(world.organizationId, rows, run),
    ]);
    expect(twice.flat().every((outcome) => outcome.ok)).toBe(true);
    expect(await queue.deliver(chunk!, 2)).toEqual({ batchItemFailures: [] });
    expect(await queue.deliver(chunk!, 3)).toEqual({ batchItemFailures: [] });
    const log = (await readLog(world.admin, id)).body;
    expect(log).toMatchObject({ status: 'finished', import_result: { success_count: 2, failed_count: 0 } });
    const sections = await sectionsByCode(world.organizationId, ['EDU501-01', 'EDU501-02']);
    expect(sections.size).toBe(2);
    const course = await getCourse(world.organizationId, sections.get('EDU501-01')!.courseId!, { consistent: true });
    expect(course!.sectionCount).toBe(2);
  });
});

describe('the section roles import (memberships)', () => {
  it('imports its template, then the good rows of a file with bad ones; another organisation’s are refused', async () => {
    const world = await coursesWorld();
    const sections = await withSections(world);
    const log1 = await imported(world, 'memberships', templateOf('memberships'));
    expect(log1.import_result).toEqual({ success_count: 2, warning_count: 0, failed_count: 0 });
    const one = (await sectionsByCode(world.organizationId, ['EDU501-01'])).get('EDU501-01')!;
    expect(await rosterOf(world.organizationId, one.groupId)).toEqual(['student@example.edu member']);
    expect(one.owners.map((owner) => owner.userId)).toEqual([world.people.teacher.userId]);
    expect(one.membersCount).toBe(1);

    // Another organisation with a section and a user of its own.
    const other = await coursesWorld();
    await imported(other, 'group-templates', templateOf('group-templates'));
    await imported(
      other,
      'groups',
      csv([
        ['group_code', 'course_code', 'title'],
        ['ELSEWHERE-01', 'EDU501', 'T'],
      ]),
    );
    await imported(
      other,
      'memberships',
      csv([
        ['group_code', 'email'],
        ['ELSEWHERE-01', 'student@example.edu'],
      ]),
    );

    const log = await imported(
      world,
      'memberships',
      csv([
        ['section_id', 'login_id', 'role', 'status'], // Canvas's enrollments.csv names
        ['EDU501-02', 'assistant@example.edu', 'ta'], // 2: a TA assists: coordinator
        ['ELSEWHERE-01', 'student@example.edu', 'student'], // 3: another organisation's section
        ['EDU501-02', 'outsider@example.edu', 'student'], // 4: no such member here
        ['EDU501-02', 'student@example.edu', 'boss'], // 5: no such role
        ['EDU501-01', 'assistant@example.edu', 'mentor'], // 6: a coordinator is no mentor
        ['EDU501-02', 'teacher@example.edu', 'faculty'], // 7: faculty owns the section
        ['EDU501-02', 'STUDENT@example.edu', 'observer'], // 8: row 5's section and user again
      ]),
    );
    expect(log.import_result).toEqual({ success_count: 2, warning_count: 0, failed_count: 5 });
    expect(log.error_codes.map(({ code, row, column }) => [code, row, column])).toEqual([
      ['unknown_section', 3, 'group_code'],
      ['courses.member.not_found', 4, 'email'],
      ['courses.member.role_unknown', 5, 'role'],
      ['courses.member.role_not_allowed', 6, 'role'],
      ['duplicate_in_file', 8, 'email'],
    ]);
    expect(log.error_codes[3]!.message).toBe('This user cannot be a mentor in a section.');
    const spanish = (await readLog(world.admin, log.id, 'es')).body.error_codes;
    expect(spanish[0]!.message).toBe(
      'Ninguna sección de un curso de esta carpeta o de las inferiores tiene el código "ELSEWHERE-01".',
    );
    expect(spanish[1]!.message).not.toBe(log.error_codes[1]!.message);
    const two = (await sectionsByCode(world.organizationId, ['EDU501-02'])).get('EDU501-02')!;
    expect(two.groupId).toBe(sections.get('EDU501-02')!.groupId);
    expect(await rosterOf(world.organizationId, two.groupId)).toEqual(['assistant@example.edu coordinator']);
    expect(two.owners.map((owner) => owner.userId)).toEqual([world.people.teacher.userId]);
    expect((await reportLines(log)).length).toBe(6);
  });

  it('a chunk written twice at once, then delivered twice, adds each member and owner once', async () => {
    const world = await coursesWorld();
    await withSections(world);
    const started = await startOn(world.admin, 'memberships', templateOf('memberships'), { node_id: world.nodeId });
    const id = started.body.id;
    const [split] = queue.take((message) => message.jobId === id);
    await queue.deliver(split!);
    const [chunk] = queue.take((message) => message.jobId === id);
    const rows = (await readChunk(world.organizationId, id, 0))!;
    const run = { importId: id, nodeId: world.nodeId, groupId: null, startedBy: world.admin.userId };
    await Promise.all([
      IMPORT_KIND_RULES.memberships.importRows(world.organizationId, rows, run),
      IMPORT_KIND_RULES.memberships.importRows(world.organizationId, rows, run),
    ]);
    expect(await queue.deliver(chunk!, 2)).toEqual({ batchItemFailures: [] });
    expect(await queue.deliver(chunk!, 3)).toEqual({ batchItemFailures: [] });
    expect((await readLog(world.admin, id)).body.import_result).toMatchObject({ success_count: 2, failed_count: 0 });
    const one = (await sectionsByCode(world.organizationId, ['EDU501-01'])).get('EDU501-01')!;
    expect(await rosterOf(world.organizationId, one.groupId)).toEqual(['student@example.edu member']);
    expect(one.membersCount).toBe(1);
    expect(one.owners.map((owner) => owner.userId)).toEqual([world.people.teacher.userId]);
  });
});

describe('one section’s members (section-members)', () => {
  it('is started on an open section the caller manages, imports its template and reports bad rows', async () => {
    const world = await coursesWorld();
    const sections = await withSections(world);
    const section = sections.get('EDU501-02')!;
    const template = templateOf('section-members');

    const none = await startOn(world.admin, 'section-members', template, {});
    expect(none.status).toBe(400);
    expect(none.body.fields.group_id).toBe('Choose the section whose members this file lists.');
    expect((await startOn(world.bystander, 'section-members', template, { group_id: section.groupId })).status).toBe(
      404,
    );
    const other = await coursesWorld();
    expect((await startOn(other.admin, 'section-members', template, { group_id: section.groupId })).status).toBe(404);
    expect((await startOn(world.admin, 'memberships', template, { group_id: section.groupId })).status).toBe(400);

    const log = await imported(world, 'section-members', template, { group_id: section.groupId });
    expect(log).toMatchObject({
      import_result: { success_count: 2, failed_count: 0 },
      group_id: section.groupId,
      node_id: world.nodeId,
    });
    expect(await rosterOf(world.organizationId, section.groupId)).toEqual([
      'assistant@example.edu coordinator',
      'student@example.edu member',
    ]);

    const bad = await imported(
      world,
      'section-members',
      csv([
        ['E-Mail', 'Role'],
        ['student@example.edu', 'student'], // 2: already a member as a student: done
        ['teacher@example.edu', 'teacher'], // 3: an owner
        ['nobody@example.edu', ''], // 4: not a member of the organisation
        ['assistant@example.edu', 'student'], // 5: in the section with another role
        ['Student@Example.edu', 'student'], // 6: listed earlier (line 2), in any case
        ['', 'student'], // 7: no email (the old synchronous upload's rows, issue 24's one path)
      ]),
      { group_id: section.groupId },
    );
    expect(bad.import_result).toEqual({ success_count: 2, warning_count: 0, failed_count: 4 });
    expect(bad.error_codes.map(({ code, row }) => [code, row])).toEqual([
      ['courses.member.not_found', 4],
      ['courses.member.exists', 5],
      ['duplicate_in_file', 6],
      ['required', 7],
    ]);
    const after = (await sectionsByCode(world.organizationId, ['EDU501-02'])).get('EDU501-02')!;
    expect(after.owners.map((owner) => owner.userId)).toEqual([world.people.teacher.userId]);
    expect(after.membersCount).toBe(2);
  });

  it('refuses a closed section at the start (409)', async () => {
    const world = await coursesWorld();
    const section = (await withSections(world)).get('EDU501-01')!;
    const closed = { ...section, status: 'closed' as const, version: section.version + 1 };
    expect((await writeSection(section, closed)).outcome).toBe('saved');
    const refused = await startOn(world.admin, 'section-members', templateOf('section-members'), {
      group_id: section.groupId,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Members of a closed section cannot be changed.');
  });
});
