/**
 * Extracts end to end (issue 25, docs/adr/0032-extracts.md): created through the API, written by the extracts
 * consumer (its messages held by a queue in this process and handed over as SQS would) into the extracts
 * bucket (s3rver), downloaded through the log's presigned link; each kind's columns from seeded data, the
 * caller's node authority, formula cells escaped, the rubric-scores report agreeing with the extract of the
 * same assessments, a redelivery writing no row twice, and a job failing for good ending in exception.
 *
 * The fixture (the reports' own, smaller; tests/reports/reports.int.test.ts works its numbers by hand). Rubric
 * R: levels Low / Mid / High worth 1 / 2 / 3 in each criterion, criteria Plan (c1), Teach (c2), Reflect (c3)
 * weighing 1, 1, 2, N/A enabled. Folder F holds course 1 with section S1 (no term; owner Fay; members Ana,
 * Ben whose first name is `=HYPERLINK("x")`, Cai; activities A1, A2); its child F/child holds course 2 with
 * section S2 (the demo term; owner Gus; members Ana, Eve; activity A3). Counted assessments: Ana A1 (Fay:
 * High, High, Mid), Ana A2 (Low, Low, N/A), Ben A2 (nothing, Mid, Mid); Ana A3 (Low, Low, Low), Eve A3 (only
 * c2 High). Ben's A1 is assessed but not done: not counted.
 */
import {
  addSectionMember,
  createLogCategory,
  createSection,
  createTimeLogEntry,
  EXTRACT_COLUMNS,
  getActivityRubricScoresReport,
  getSectionStandardsReport,
  getSectionTimeLog,
  updateCourse,
  updateSystemPreference,
  type RubricScoresReport,
  type SectionStandardsReport,
  type SectionTimeLogView,
  type SectionView,
} from '@tessera/shared';
import { ulid } from 'ulid';
import { registerLocalQueuePort } from '../../src/adapters/queue-port';
import { pagesOfSectionProgress } from '../../src/db/courses/activities';
import { getOrganisation } from '../../src/db/identity/organisations';
import { EMPTY_PROFILE_FIELDS, saveProfile } from '../../src/db/identity/profiles';
import { putItem } from '../../src/db/items';
import { extractJobEntity } from '../../src/db/extracts/entities/extract-job';
import { getExtractJob } from '../../src/db/extracts/extracts';
import { listOrganisationTerms } from '../../src/db/hierarchy/terms';
import { createdCourse } from '../courses/support';
import { adminOf, freshDemoFolder } from '../rubrics/support';
import { createOrganisation, createUser, type FixtureUser } from '../support/fixtures';
import { invoke } from '../support/invoke';
import {
  rubricPages,
  storedPortfolio,
  storedRubric,
  storedSection,
  storedTemplate,
  type ReportSection,
} from '../reports/report-support';
import { create, download, extracted, ExtractQueue, listOf, readExtract } from './support';

const queue = new ExtractQueue();
const person = (firstName: string, lastName: string, roles: ('student' | 'faculty')[] = ['student']) =>
  createUser({ firstName, lastName, memberships: [['org_demo', roles]] });

let fay: FixtureUser;
let gus: FixtureUser;
let ana: FixtureUser;
let ben: FixtureUser;
let cai: FixtureUser;
let eve: FixtureUser;
let folderAdmin: FixtureUser;
let childAdmin: FixtureUser;
let folder: { id: string; text: string };
let child: { id: string; text: string };
let s1: ReportSection;
let s2: ReportSection;
let termId: string;

beforeAll(async () => {
  queue.register();
  folder = await freshDemoFolder();
  child = await freshDemoFolder(folder.id);
  [fay, gus, ana, ben, cai, eve, folderAdmin, childAdmin] = await Promise.all([
    person('Fay', 'Faculty', ['faculty']),
    person('Gus', 'Grader', ['faculty']),
    person('Ana', 'Able'),
    person('=HYPERLINK("x")', 'Baker'),
    person('Cai', 'Chen'),
    person('Eve', 'Evans'),
    adminOf(folder.id),
    adminOf(child.id),
  ]);
  const demoTerm = (await listOrganisationTerms('org_demo')).find((term) => term.termId.startsWith('term_demo_'));
  if (!demoTerm) throw new Error('the demo seed holds no demo term');
  termId = demoTerm.termId;
  const rubricId = await storedRubric(folder.id, 'Lesson rubric R', {
    levels: [
      { id: 'l1', name: 'Low' },
      { id: 'l2', name: 'Mid' },
      { id: 'l3', name: 'High' },
    ],
    criterias: [
      { id: 'c1', name: 'Plan', description: '' },
      { id: 'c2', name: 'Teach', description: '' },
      { id: 'c3', name: 'Reflect', description: '' },
    ],
    point: 1,
    weight: [1, 1, 2],
    enableNA: true,
    points: [
      [1, 2, 3],
      [1, 2, 3],
      [1, 2, 3],
    ],
    contents: [],
    statements_mapping: {
      statements: [{ id: 'stmt_ext_1', statement_id: 'TS.1', title: 'Planning', threshold: 60 }],
      criteria_mapping: { c2: [{ id: 'stmt_ext_2', statement_id: 'TS.2', title: 'Teaching', minimum: 3 }] },
    },
  });
  const pages = rubricPages(rubricId);
  const template = await storedTemplate(folder.id, pages);
  const course1 = await createdCourse(folder.id, 'Extract course 1', {}, 'rootAdmin');
  const course2 = await createdCourse(child.id, 'Extract course 2', {}, 'rootAdmin');
  s1 = await storedSection({
    courseId: course1.id,
    nodeId: folder.id,
    title: 'EDU 701 A',
    owners: [fay],
    members: [
      { user: ana, role: 'member' },
      { user: ben, role: 'member' },
      { user: cai, role: 'member' },
    ],
    activities: { a1: template, a2: template },
  });
  s2 = await storedSection({
    courseId: course2.id,
    nodeId: child.id,
    title: 'EDU 702 A',
    owners: [gus],
    members: [
      { user: ana, role: 'member' },
      { user: eve, role: 'member' },
    ],
    activities: { a3: template },
    termId,
  });
  const at = (hour: number) => `2026-03-01T${String(hour).padStart(2, '0')}:00:00.000Z`;
  await Promise.all([
    storedPortfolio({
      section: s1,
      planId: 'a1',
      student: ana,
      pages,
      state: 'in_assessment',
      revisions: [[{ assessor: fay, done: true, assessAt: at(10), criteria: { c1: 'l3', c2: 'l3', c3: 'l2' } }]],
    }),
    storedPortfolio({
      section: s1,
      planId: 'a2',
      student: ana,
      pages,
      state: 'in_assessment',
      revisions: [[{ assessor: fay, done: true, assessAt: at(10), criteria: { c1: 'l1', c2: 'l1', c3: 'NA' } }]],
    }),
    storedPortfolio({
      section: s1,
      planId: 'a1',
      student: ben,
      pages,
      state: 'in_assessment',
      revisions: [[{ assessor: fay, done: false, assessAt: at(10), criteria: { c1: 'l3', c2: 'l3', c3: 'l3' } }]],
    }),
    storedPortfolio({
      section: s1,
      planId: 'a2',
      student: ben,
      pages,
      state: 'done',
      revisions: [[{ assessor: fay, done: false, assessAt: at(10), criteria: { c1: null, c2: 'l2', c3: 'l2' } }]],
    }),
    storedPortfolio({
      section: s2,
      planId: 'a3',
      student: ana,
      pages,
      state: 'done',
      revisions: [[{ assessor: gus, done: false, assessAt: at(9), criteria: { c1: 'l1', c2: 'l1', c3: 'l1' } }]],
    }),
    storedPortfolio({
      section: s2,
      planId: 'a3',
      student: eve,
      pages,
      state: 'in_assessment',
      revisions: [[{ assessor: gus, done: true, assessAt: at(9), criteria: { c2: 'l3' } }]],
    }),
  ]);
}, 60_000);

afterAll(() => registerLocalQueuePort(undefined));

const criteriaRows = (objects: Record<string, string>[], activityId: string) =>
  objects.filter((row) => row.activity_id === activityId);

describe('the rubric-assessment extract', () => {
  it('goes created → finished and its link downloads one row per criterion of each counted assessment', async () => {
    const created = await create(folderAdmin, { extract_type: 'rubric-assessment', node_ids: [folder.id] });
    expect(created.status).toBe(202);
    expect(created.body).toMatchObject({
      extract_type: 'rubric-assessment',
      status: 'created',
      public_url: null,
      node_ids: [folder.id],
      term_ids: [],
      details: 'Waiting to start.',
    });
    expect(queue.sent.map((message) => message.job)).toEqual(['extracts.runExtract']);
    await queue.drain(created.body.id);
    const log = (await readExtract(folderAdmin, created.body.id)).body;
    const today = log.created_at.slice(0, 10);
    expect(log).toMatchObject({ status: 'finished', progress: { rows_written: 15 }, details: 'Ready: 15 rows.' });
    expect(log.file_name).toBe(`rubric-assessment-${today}.csv`);
    expect((await readExtract(folderAdmin, created.body.id, 'es')).body.details).toBe('Listo: 15 filas.');

    const file = await download(log);
    expect(file.status).toBe(200);
    expect(file.disposition).toBe(`attachment; filename="rubric-assessment-${today}.csv"`);
    expect(file.header).toEqual(EXTRACT_COLUMNS['rubric-assessment']);
    // 5 counted assessments × 3 criteria; Ben's A1 (not done) is not among them.
    expect(file.rows).toHaveLength(15);
    const anaA1 = criteriaRows(file.objects, s1.activity('a1'));
    expect(anaA1.map((row) => [row.student_id, row.criterion_name, row.level_name, row.points])).toEqual([
      [ana.userId, 'Plan', 'High', '3'],
      [ana.userId, 'Teach', 'High', '3'],
      [ana.userId, 'Reflect', 'Mid', '4'],
    ]);
    expect(anaA1[0]).toMatchObject({
      node_id: folder.id,
      group_id: s1.groupId,
      group_name: 'EDU 701 A',
      course_name: 'Extract course 1',
      activity_title: 'Activity a1',
      student_email: ana.email,
      assessor_id: fay.userId,
      rubric_title: 'Lesson rubric R',
      revision: '1',
    });
  });

  it('writes a cell that a spreadsheet would run as a formula with a leading quote', async () => {
    const { file } = await extracted(queue, folderAdmin, { extract_type: 'rubric-assessment', node_ids: [folder.id] });
    const benRows = file.objects.filter((row) => row.student_id === ben.userId);
    expect(benRows.map((row) => row.student_first_name)).toEqual([
      '\'=HYPERLINK("x")',
      '\'=HYPERLINK("x")',
      '\'=HYPERLINK("x")',
    ]);
    expect(file.text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(file.text).not.toMatch(/[,\n]=HYPERLINK/);
  });

  it('agrees with the activity’s rubric-scores report: the same assessments, averages and level counts', async () => {
    const { file } = await extracted(queue, folderAdmin, { extract_type: 'rubric-assessment', node_ids: [folder.id] });
    for (const [section, planId] of [
      [s1, 'a1'],
      [s1, 'a2'],
      [s2, 'a3'],
    ] as const) {
      const report = await invoke<RubricScoresReport>(getActivityRubricScoresReport, {
        as: { userId: folderAdmin.userId },
        path: { id: section.groupId, activityId: section.activity(planId) },
      });
      expect(report.status).toBe(200);
      const rows = criteriaRows(file.objects, section.activity(planId));
      const [rubric] = report.body.rubrics;
      expect(new Set(rows.map((row) => row.student_id)).size).toBe(rubric!.assessments_counted);
      for (const criterion of rubric!.criteria) {
        const mine = rows.filter((row) => row.criterion_id === criterion.id);
        const points = mine.filter((row) => row.points !== '').map((row) => Number(row.points));
        const mean = points.length ? Math.round((points.reduce((a, b) => a + b, 0) / points.length) * 100) / 100 : null;
        expect({ criterion: criterion.id, average: mean }).toEqual({
          criterion: criterion.id,
          average: criterion.average,
        });
        for (const level of criterion.levels)
          expect(mine.filter((row) => row.level_id === level.id)).toHaveLength(level.count);
        expect(mine.filter((row) => row.level_id === 'NA')).toHaveLength(criterion.not_applicable);
        expect(mine.filter((row) => row.level_id === '')).toHaveLength(criterion.not_entered);
      }
    }
  });

  it('gives an admin of the child folder only that folder’s rows, and the parent folder is not theirs to ask for', async () => {
    const refused = await create(childAdmin, { extract_type: 'rubric-assessment', node_ids: [folder.id] });
    expect(refused.status).toBe(404);
    const { log, file } = await extracted(queue, childAdmin, { extract_type: 'rubric-assessment' });
    expect(log.node_ids).toEqual([child.id]);
    expect(new Set(file.objects.map((row) => row.group_id))).toEqual(new Set([s2.groupId]));
    expect(file.rows).toHaveLength(6);
  });
});

describe('the groups, memberships and section-activity-status extracts', () => {
  it('groups: one row per section of the folder and what is under it, kept to the terms asked for', async () => {
    const { file } = await extracted(queue, folderAdmin, { extract_type: 'groups', node_ids: [folder.id] });
    expect(file.header).toEqual(EXTRACT_COLUMNS.groups);
    expect(file.objects.map((row) => [row.group_id, row.group_name, row.node_id, row.term_id, row.owner_ids])).toEqual([
      [s1.groupId, 'EDU 701 A', folder.id, '', fay.userId],
      [s2.groupId, 'EDU 702 A', child.id, termId, gus.userId],
    ]);
    const termed = await extracted(queue, folderAdmin, {
      extract_type: 'groups',
      node_ids: [folder.id],
      term_ids: [termId],
    });
    expect(termed.file.objects.map((row) => row.group_id)).toEqual([s2.groupId]);
    expect(termed.file.objects[0]!.term_name).not.toBe('');
  });

  it('memberships: one row per member of each section with their role', async () => {
    const { file } = await extracted(queue, folderAdmin, { extract_type: 'memberships', node_ids: [folder.id] });
    expect(file.header).toEqual(EXTRACT_COLUMNS.memberships);
    const pairs = file.objects.map((row) => `${row.group_id}:${row.user_id}:${row.role}`).sort();
    expect(pairs).toEqual(
      [
        `${s1.groupId}:${ana.userId}:member`,
        `${s1.groupId}:${ben.userId}:member`,
        `${s1.groupId}:${cai.userId}:member`,
        `${s2.groupId}:${ana.userId}:member`,
        `${s2.groupId}:${eve.userId}:member`,
      ].sort(),
    );
    expect(file.objects.find((row) => row.user_id === ben.userId)!.first_name).toBe('\'=HYPERLINK("x")');
  });

  it('section-activity-status (also activity-status): one row per section × activity with its counts', async () => {
    const { log, file } = await extracted(queue, folderAdmin, {
      extract_type: 'activity-status',
      node_ids: [folder.id],
    });
    expect(log.extract_type).toBe('section-activity-status');
    expect(file.header).toEqual(EXTRACT_COLUMNS['section-activity-status']);
    expect(
      file.objects.map((row) => [
        row.activity_id,
        row.students,
        row.not_started,
        row.in_progress,
        row.submitted,
        row.assessed,
      ]),
    ).toEqual([
      [s1.activity('a1'), '3', '3', '0', '0', '0'],
      [s1.activity('a2'), '3', '3', '0', '0', '0'],
      [s2.activity('a3'), '2', '2', '0', '0', '0'],
    ]);
    const listed = await listOf(folderAdmin, 'activity-status');
    expect(listed.body.items[0]).toMatchObject({ id: log.id, extract_type: 'section-activity-status' });
  });
});

describe('the student-activity-status extract', () => {
  it('writes one row per current student × activity with the status the progress screen shows', async () => {
    const { file } = await extracted(queue, folderAdmin, {
      extract_type: 'student-activity-status',
      node_ids: [folder.id],
    });
    expect(file.header).toEqual(EXTRACT_COLUMNS['student-activity-status']);
    const cells = file.objects.map((row) => `${row.activity_id}:${row.student_id}:${row.status}`).sort();
    expect(cells).toEqual(
      [
        `${s1.activity('a1')}:${ana.userId}:submitted`,
        `${s1.activity('a1')}:${ben.userId}:submitted`,
        `${s1.activity('a1')}:${cai.userId}:not_started`,
        `${s1.activity('a2')}:${ana.userId}:submitted`,
        `${s1.activity('a2')}:${ben.userId}:assessed`,
        `${s1.activity('a2')}:${cai.userId}:not_started`,
        `${s2.activity('a3')}:${ana.userId}:assessed`,
        `${s2.activity('a3')}:${eve.userId}:submitted`,
      ].sort(),
    );
    const caiA1 = file.objects.find((row) => row.student_id === cai.userId && row.activity_id === s1.activity('a1'));
    expect(caiA1).toMatchObject({ portfolio_id: '', group_name: 'EDU 701 A', activity_title: 'Activity a1' });
    expect(file.objects.find((row) => row.student_id === ben.userId)!.student_first_name).toBe('\'=HYPERLINK("x")');
  });

  it('reads a section’s progress rows a Query page at a time, never the whole partition at once', async () => {
    const sizes: number[] = [];
    for await (const page of pagesOfSectionProgress('org_demo', s1.groupId, 4)) sizes.push(page.length);
    expect(sizes).toEqual([4, 2]);
  });

  it('gives an admin of the child folder only that folder’s students', async () => {
    const { file } = await extracted(queue, childAdmin, { extract_type: 'student-activity-status' });
    expect(file.objects.map((row) => `${row.group_id}:${row.student_id}`).sort()).toEqual(
      [`${s2.groupId}:${ana.userId}`, `${s2.groupId}:${eve.userId}`].sort(),
    );
  });
});

describe('the standard extract', () => {
  it('gives each student × activity × standard, and rolled up over activities agrees with the standards report', async () => {
    const { file } = await extracted(queue, folderAdmin, { extract_type: 'standard', node_ids: [folder.id] });
    expect(file.header).toEqual(EXTRACT_COLUMNS.standard);
    // S1: 3 students × 2 activities × 2 standards; S2: 2 students × 1 activity × 2 standards.
    expect(file.rows).toHaveLength(16);
    for (const section of [s1, s2]) {
      const report = await invoke<SectionStandardsReport>(getSectionStandardsReport, {
        as: { userId: folderAdmin.userId },
        path: { id: section.groupId },
      });
      expect(report.status).toBe(200);
      const rows = file.objects.filter((row) => row.group_id === section.groupId);
      expect([...new Set(rows.map((row) => `${row.standard_id}:${row.standard_code}:${row.standard_title}`))]).toEqual(
        report.body.standards.map((standard) => `${standard.id}:${standard.code}:${standard.title}`),
      );
      for (const student of report.body.students)
        for (const standard of report.body.standards) {
          const statuses = rows
            .filter((row) => row.student_id === student.id && row.standard_id === standard.id)
            .map((row) => row.status);
          const rolledUp = statuses.includes('met')
            ? 'met'
            : statuses.includes('not_met')
              ? 'not_met'
              : 'not_yet_assessed';
          expect({ student: student.id, standard: standard.id, status: rolledUp }).toEqual({
            student: student.id,
            standard: standard.id,
            status: student.standards[standard.id],
          });
        }
    }
    const anaA1 = file.objects.filter((row) => row.student_id === ana.userId && row.activity_id === s1.activity('a1'));
    expect(anaA1.map((row) => [row.standard_code, row.status, row.assessor_id])).toEqual([
      ['TS.1', 'met', fay.userId],
      ['TS.2', 'met', fay.userId],
    ]);
    expect(file.objects.find((row) => row.student_id === cai.userId)).toMatchObject({
      status: 'not_yet_assessed',
      portfolio_id: '',
    });
  });

  it('gives an admin of the child folder only that folder’s rows', async () => {
    const { file } = await extracted(queue, childAdmin, { extract_type: 'standard' });
    expect(new Set(file.objects.map((row) => row.group_id))).toEqual(new Set([s2.groupId]));
    expect(file.rows).toHaveLength(4);
  });
});

describe('the account-and-login-data extract', () => {
  it('writes each person of the sections once (owners and members) with their roles and account', async () => {
    const { file } = await extracted(queue, folderAdmin, {
      extract_type: 'account-and-login-data',
      node_ids: [folder.id],
    });
    expect(file.header).toEqual(EXTRACT_COLUMNS['account-and-login-data']);
    expect(file.objects.map((row) => row.user_id).sort()).toEqual(
      [fay, gus, ana, ben, cai, eve].map((user) => user.userId).sort(),
    );
    expect(file.objects.find((row) => row.user_id === fay.userId)).toMatchObject({
      email: fay.email,
      first_name: 'Fay',
      roles: 'faculty',
    });
    expect(file.objects.find((row) => row.user_id === ben.userId)).toMatchObject({
      first_name: '\'=HYPERLINK("x")',
      roles: 'student',
    });
    for (const row of file.objects) expect(row.joined_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('gives an admin of the child folder only the people of that folder’s sections', async () => {
    const { file } = await extracted(queue, childAdmin, { extract_type: 'account-and-login-data' });
    expect(file.objects.map((row) => row.user_id).sort()).toEqual([gus, ana, eve].map((user) => user.userId).sort());
  });
});

describe('the user-demographic-data and user-academic-data extracts', () => {
  const grant = async (academic_data: boolean, demographic_data: boolean) =>
    expect(
      (
        await invoke(updateSystemPreference, {
          as: 'admin',
          path: { id: 'org_demo' },
          body: { data_permission_for_faculty: { academic_data, demographic_data } },
        })
      ).status,
    ).toBe(200);
  let before: { academic: boolean; demographic: boolean };

  beforeAll(async () => {
    const organisation = await getOrganisation('org_demo');
    before = { academic: organisation!.facultyAcademicData, demographic: organisation!.facultyDemographicData };
    const saved = await saveProfile(
      {
        organizationId: 'org_demo',
        userId: ana.userId,
        fields: {
          ...EMPTY_PROFILE_FIELDS,
          gender: 'Female',
          first_generation_student: true,
          birthday: '2001-04-05',
          major: '=Education',
          year_of_admission: 2022,
          test_scores: { SAT: 1310 },
        },
        version: 1,
        updatedAt: new Date().toISOString(),
      },
      0,
    );
    expect(saved).toBe(true);
  });

  afterAll(() => grant(before.academic, before.demographic));

  it('writes the profile fields while the organisation opens them to faculty', async () => {
    await grant(true, true);
    const demographic = await extracted(queue, folderAdmin, {
      extract_type: 'user-demographic-data',
      node_ids: [folder.id],
    });
    expect(demographic.file.header).toEqual(EXTRACT_COLUMNS['user-demographic-data']);
    expect(demographic.file.rows).toHaveLength(6);
    expect(demographic.file.objects.find((row) => row.user_id === ana.userId)).toMatchObject({
      gender: 'Female',
      first_generation_student: 'yes',
      pell_eligibility: '',
      birthday: '2001-04-05',
    });
    const academic = await extracted(queue, childAdmin, { extract_type: 'user-academic-data' });
    expect(academic.file.header).toEqual(EXTRACT_COLUMNS['user-academic-data']);
    expect(academic.file.objects.map((row) => row.user_id).sort()).toEqual(
      [gus, ana, eve].map((user) => user.userId).sort(),
    );
    expect(academic.file.objects.find((row) => row.user_id === ana.userId)).toMatchObject({
      major: "'=Education",
      year_of_admission: '2022',
      sat_score: '1310',
      act_score: '',
    });
  });

  it('leaves a group’s columns out of the file while the organisation keeps it from faculty (spec 2 §6)', async () => {
    await grant(true, false);
    const demographic = await extracted(queue, folderAdmin, {
      extract_type: 'user-demographic-data',
      node_ids: [folder.id],
    });
    expect(demographic.file.header).toEqual(['user_id', 'email', 'first_name', 'last_name']);
    expect(demographic.file.text).not.toContain('Female');
    expect(demographic.file.text).not.toContain('2001-04-05');
    expect(demographic.file.rows).toHaveLength(6);
    const academic = await extracted(queue, folderAdmin, { extract_type: 'user-academic-data', node_ids: [folder.id] });
    expect(academic.file.header).toEqual(EXTRACT_COLUMNS['user-academic-data']);
    await grant(false, true);
    const closed = await extracted(queue, folderAdmin, { extract_type: 'user-academic-data', node_ids: [folder.id] });
    expect(closed.file.header).toEqual(['user_id', 'email', 'first_name', 'last_name']);
    expect(closed.file.text).not.toContain('Education');
  });
});

describe('the group-templates-data extract', () => {
  it('writes one row per course of the folder and what is under it; a child-folder admin gets that folder’s', async () => {
    const { file } = await extracted(queue, folderAdmin, {
      extract_type: 'group-templates-data',
      node_ids: [folder.id],
    });
    expect(file.header).toEqual(EXTRACT_COLUMNS['group-templates-data']);
    expect(file.objects.map((row) => [row.course_name, row.node_id, row.category])).toEqual([
      ['Extract course 1', folder.id, 'course'],
      ['Extract course 2', child.id, 'course'],
    ]);
    const ofChild = await extracted(queue, childAdmin, { extract_type: 'group-templates-data' });
    expect(ofChild.file.objects.map((row) => row.course_name)).toEqual(['Extract course 2']);
    const termed = await extracted(queue, folderAdmin, {
      extract_type: 'group-templates-data',
      node_ids: [folder.id],
      term_ids: [termId],
    });
    expect(termed.file.objects.map((row) => row.course_name)).toEqual(['Extract course 2']);
  });
});

describe('the time-log extract', () => {
  let logFolder: { id: string; text: string };
  let logChild: { id: string; text: string };
  let logAdmin: FixtureUser;
  let logChildAdmin: FixtureUser;
  let parentSection: string;
  let childSection: string;

  /** A course of `nodeId` with a log category and a section keeping a time log, Ana and Eve its students. */
  async function loggingSection(nodeId: string, categoryName: string) {
    const category = await invoke<{ id: string }>(createLogCategory, {
      as: 'admin',
      path: { id: nodeId },
      body: { name: categoryName },
    });
    expect(category.status).toBe(201);
    const course = await createdCourse(nodeId, `Logging ${categoryName}`, {}, 'rootAdmin');
    const saved = await invoke(updateCourse, {
      as: 'admin',
      path: { id: course.id },
      body: {
        name: course.name,
        category: course.category,
        group_log_categories: [category.body.id],
        version: course.version,
      },
    });
    expect(saved.status).toBe(200);
    const section = await invoke<SectionView>(createSection, {
      as: 'admin',
      path: { id: course.id },
      body: {
        group_code: `LOG-${ulid()}`,
        title: `Log ${categoryName}`,
        owner_ids: [fay.userId],
        display_log_type: 'TimeLog',
      },
    });
    expect(section.status).toBe(201);
    for (const user of [ana, eve]) {
      const added = await invoke(addSectionMember, {
        as: 'admin',
        path: { id: section.body.id },
        body: { user_id: user.userId, role: 'member' },
      });
      expect(added).toMatchObject({ status: 201 });
    }
    return { groupId: section.body.id, categoryId: category.body.id };
  }

  const entry = async (user: FixtureUser, groupId: string, categoryId: string, duration: string, note: string) => {
    const created = await invoke(createTimeLogEntry, {
      as: { userId: user.userId },
      path: { id: groupId },
      body: { date: '2026-03-02', duration, log_category_id: categoryId, note },
    });
    expect(created.status).toBe(201);
  };

  beforeAll(async () => {
    logFolder = await freshDemoFolder();
    logChild = await freshDemoFolder(logFolder.id);
    [logAdmin, logChildAdmin] = await Promise.all([adminOf(logFolder.id), adminOf(logChild.id)]);
    const parent = await loggingSection(logFolder.id, 'Teaching');
    const childLog = await loggingSection(logChild.id, 'Planning');
    parentSection = parent.groupId;
    childSection = childLog.groupId;
    await entry(ana, parent.groupId, parent.categoryId, '1:30', '=SUM(A1:A2)');
    await entry(eve, parent.groupId, parent.categoryId, '0:45', 'Observed a class');
    await entry(ana, childLog.groupId, childLog.categoryId, '2:00', 'Planned a unit');
  }, 60_000);

  it('writes one row per entry with its category, as the section’s time-log screen lists them', async () => {
    const { file } = await extracted(queue, logAdmin, { extract_type: 'time-log', node_ids: [logFolder.id] });
    expect(file.header).toEqual(EXTRACT_COLUMNS['time-log']);
    expect(file.rows).toHaveLength(3);
    const screen = await invoke<SectionTimeLogView>(getSectionTimeLog, {
      as: { userId: logAdmin.userId },
      path: { id: parentSection },
    });
    expect(screen.status).toBe(200);
    const screenEntries = screen.body.members.flatMap((member) =>
      member.entries.map((item) => `${member.user_id}:${item.id}:${item.date}:${item.log_category_name}`),
    );
    const extractEntries = file.objects
      .filter((row) => row.group_id === parentSection)
      .map((row) => `${row.student_id}:${row.entry_id}:${row.date}:${row.log_category_name}`);
    expect(extractEntries.sort()).toEqual(screenEntries.sort());
    const anaParent = file.objects.find((row) => row.group_id === parentSection && row.student_id === ana.userId);
    expect(anaParent).toMatchObject({
      minutes: '90',
      log_category_name: 'Teaching',
      note: "'=SUM(A1:A2)",
      log_display: 'TimeLog',
    });
  });

  it('gives an admin of the child folder only that folder’s entries', async () => {
    const { file } = await extracted(queue, logChildAdmin, { extract_type: 'time-log' });
    expect(file.objects.map((row) => [row.group_id, row.student_id, row.minutes, row.log_category_name])).toEqual([
      [childSection, ana.userId, '120', 'Planning'],
    ]);
  });
});

describe('the extract log', () => {
  it('is read by its maker and the admins of every node it covers; others, other organisations included, get 404', async () => {
    const created = await create(childAdmin, { extract_type: 'groups' });
    expect((await readExtract(folderAdmin, created.body.id)).status).toBe(200);
    const parentLog = await create(folderAdmin, { extract_type: 'groups', node_ids: [folder.id] });
    expect((await readExtract(childAdmin, parentLog.body.id)).status).toBe(404);
    expect((await listOf(childAdmin, 'groups')).body.items.map((item) => item.id)).not.toContain(parentLog.body.id);
    const other = await createOrganisation();
    const stranger = await createUser({ memberships: [[other.organizationId, ['admin']]] });
    expect((await readExtract(stranger, created.body.id)).status).toBe(404);
    queue.take(created.body.id);
    queue.take(parentLog.body.id);
  });

  it('refuses a kind not built yet, a term that is not the organisation’s and a faculty member, changing nothing', async () => {
    const placement = await create(folderAdmin, { extract_type: 'placement' }, 'es');
    expect(placement.status).toBe(400);
    expect(placement.body.fields.extract_type).toBe('Esta extracción aún no está disponible.');
    const term = await create(folderAdmin, { extract_type: 'groups', term_ids: ['term_nowhere'] });
    expect(term.status).toBe(400);
    expect(term.body.fields.term_ids).toBe('One of the chosen terms does not exist. Choose the terms again.');
    expect((await create(fay, { extract_type: 'groups' })).status).toBe(403);
    expect(queue.sent).toEqual([]);
  });

  it('a delivery that died midway is done again from the first row: the file holds each row once', async () => {
    const created = await create(folderAdmin, { extract_type: 'memberships', node_ids: [folder.id] });
    const [message] = queue.take(created.body.id);
    await queue.deliver(message!);
    // The same message again, as SQS redelivers it after a consumer died before deleting it: skipped once finished.
    await queue.deliver(message!);
    // A run that died after starting (the log left started) is written again whole.
    const job = await getExtractJob('org_demo', created.body.id, { consistent: true });
    await putItem(extractJobEntity, { ...job!, state: 'started', rowsWritten: 3, finishedAt: null });
    await queue.deliver(message!, 2);
    const log = (await readExtract(folderAdmin, created.body.id)).body;
    expect(log).toMatchObject({ status: 'finished', progress: { rows_written: 5 } });
    const file = await download(log);
    expect(file.rows).toHaveLength(5);
    expect(new Set(file.rows.map((row) => row.join(','))).size).toBe(5);
  });

  it('a job whose every delivery fails ends in the DLQ, whose consumer ends the log in exception with its sentence', async () => {
    const extractId = ulid();
    const now = new Date().toISOString();
    // A log whose kind has no reader (written directly: the API refuses such a kind), so every delivery fails.
    await putItem(extractJobEntity, {
      organizationId: 'org_demo',
      extractId,
      extractType: 'placement',
      state: 'created',
      nodeIds: [folder.id],
      termIds: [],
      gzip: false,
      startedBy: folderAdmin.userId,
      locale: 'en',
      rowsWritten: 0,
      key: `extracts/org_demo/${extractId}/placement.csv`,
      fileName: 'placement.csv',
      scheduleId: null,
      problem: null,
      createdAt: now,
      updatedAt: now,
      finishedAt: null,
    });
    const message = {
      version: 1 as const,
      job: 'extracts.runExtract',
      kind: 'extracts' as const,
      organizationId: 'org_demo',
      jobId: extractId,
      chunk: 0,
      payload: { type: 'groups' },
    };
    // Every delivery fails and the log stays as it was; SQS then moves the message to the DLQ, whose consumer
    // ends the log (a failure of the last delivery and a delivery cut off by the timeout alike).
    expect(await queue.deliver(message, 1)).toBeInstanceOf(Error);
    expect(await queue.deliver(message, 5)).toBeInstanceOf(Error);
    expect((await readExtract(folderAdmin, extractId)).body.status).toBe('created');
    expect(await queue.deadLetter(message)).not.toBeInstanceOf(Error);
    expect(await queue.deadLetter(message)).not.toBeInstanceOf(Error);
    const log = (await readExtract(folderAdmin, extractId)).body;
    expect(log).toMatchObject({ status: 'exception', public_url: null });
    expect(log.details).toBe('The extract could not be made. Create it again; if it fails again, contact support.');
  });

  it('gzips the file when asked', async () => {
    const { log } = await (async () => {
      const created = await create(folderAdmin, { extract_type: 'groups', node_ids: [folder.id], gzip: true });
      await queue.drain(created.body.id);
      return { log: (await readExtract(folderAdmin, created.body.id)).body };
    })();
    expect(log.file_name).toMatch(/^groups-\d{4}-\d{2}-\d{2}\.csv\.gz$/);
    const answer = await fetch(log.public_url!);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    const { gunzipSync } = await import('node:zlib');
    const text = gunzipSync(bytes).toString('utf8');
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(EXTRACT_COLUMNS.groups.join(','));
  });
});
