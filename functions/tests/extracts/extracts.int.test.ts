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
import { EXTRACT_COLUMNS, getActivityRubricScoresReport, type RubricScoresReport } from '@tessera/shared';
import { ulid } from 'ulid';
import { registerLocalQueuePort } from '../../src/adapters/queue-port';
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
    statements_mapping: { statements: [], criteria_mapping: {} },
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
