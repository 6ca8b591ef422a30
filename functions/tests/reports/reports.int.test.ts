/**
 * The reports of issue 13 (docs/adr/0020-assessments.md "Reports"): a section's and a node's standards report
 * and an activity's rubric scores, against a fixture whose numbers are worked out by hand below, their CSV
 * forms (formula injection escaped, the file named in Content-Disposition), who may read them, and what they
 * cost in DynamoDB requests.
 *
 * The fixture. Rubric R: levels Low / Mid / High worth 1 / 2 / 3 points in each criterion; criteria Plan
 * (c1), Teach (c2), Reflect (c3) weighing 1, 1, 2 (maximum 3 + 3 + 6 = 12); N/A enabled. TS.1 "Planning" is
 * aligned to the whole rubric at 60 %, TS.2 "Teaching" to criterion c2 at minimum 3 (spec 1 §4–5).
 * Course 1 on folder F, section S1 (owned by Fay), activities A1 and A2, both on a template with one
 * assessment rubric on R; members Ana, Ben (first name `=HYPERLINK("x")`), Cai; Cora a coordinator member.
 *
 * - Ana, A1: revision 1 assessed by Fay (done, 10:00: c1 High, c2 High, c3 Mid) and by Gus (not done,
 *   later, 11:00: every criterion Low). Counted: Fay's, the only done one. Total 3 + 3 + 2×2 = 10 of 12
 *   = 83.3 % ≥ 60 → TS.1 met; c2 = 3 ≥ 3 → TS.2 met.
 * - Ana, A2: revision 1 done by Fay (c1 Low, c2 Low, c3 N/A). N/A leaves c3 out of the maximum: 1 + 1 = 2 of
 *   3 + 3 = 6 = 33.3 % → TS.1 not met; c2 = 1 → TS.2 not met.
 *   Ana rolled up: TS.1 met (A1), TS.2 met (A1).
 * - Ben, A1: revision 1 assessed by Fay, every criterion High, but not done and the portfolio still in
 *   assessment: not counted (it would have met TS.2).
 * - Ben, A2: the portfolio reached done (state done), Fay's assessment: c1 nothing entered, c2 Mid, c3 Mid.
 *   2 + 2×2 = 6 of 3 + 6 = 9 = 66.7 % ≥ 60 → TS.1 met; c2 = 2 < 3 → TS.2 not met.
 *   Ben rolled up: TS.1 met, TS.2 not met.
 * - Cai: A1 never started (no portfolio); A2 started, never submitted (no revision). Both standards not yet
 *   assessed.
 * Section S1 counts: TS.1 met 2 (Ana, Ben), not met 0, not yet 1 (Cai); TS.2 met 1 (Ana), not met 1 (Ben),
 * not yet 1 (Cai). Assessments counted: Ana A1, Ana A2, Ben A2 = 3.
 *
 * A2's rubric scores (Ana's and Ben's counted assessments, 2): c1 Plan: Ana Low 1, Ben nothing → average
 * 1 / 1 = 1.00, Low 1; c2 Teach: Ana Low 1, Ben Mid 2 → (1 + 2) / 2 = 1.50, Low 1, Mid 1; c3 Reflect: Ana N/A,
 * Ben Mid 2 × weight 2 = 4 → 4 / 1 = 4.00, Mid 1, N/A 1.
 *
 * Course 2 on folder F/child, section S2: Ana again and Eve; activity A3 on the same template.
 * - Ana, A3 done: every criterion Low: 1 + 1 + 2 = 4 of 12 = 33.3 % → TS.1 not met; c2 = 1 → TS.2 not met.
 * - Eve, A3 done: only c2 High chosen, the rest nothing: 3 of 3 = 100 % → TS.1 met; c2 = 3 → TS.2 met.
 * Node F (both courses): Ana met / met (S1's A1 meets both: met in any course counts), Ben met / not met,
 * Cai not yet / not yet, Eve met / met → TS.1: met 3, not met 0, not yet 1; TS.2: met 2, not met 1, not yet 1;
 * assessments counted 3 + 2 = 5. Node F/child (S2 only): Ana not met / not met, Eve met / met →
 * TS.1 met 1, not met 1; TS.2 met 1, not met 1.
 */
import {
  exportActivityRubricScoresReport,
  exportNodeStandardsReport,
  exportSectionStandardsReport,
  getActivityRubricScoresReport,
  getNodeStandardsReport,
  getSectionStandardsReport,
  parseCsv,
  type NodeStandardsReport,
  type RubricScoresReport,
  type SectionStandardsReport,
} from '@tessera/shared';
import { createdCourse } from '../courses/support';
import { adminOf, freshDemoFolder } from '../rubrics/support';
import { createUser, type FixtureUser } from '../support/fixtures';
import { countingRoundTrips, invoke } from '../support/invoke';
import {
  rubricPages,
  storedPortfolio,
  storedRubric,
  storedSection,
  storedTemplate,
  type ReportSection,
} from './report-support';
import { oldActivityRubricScoresReport, oldNodeStandardsReport, oldSectionStandardsReport } from './report-oracle';

const person = (firstName: string, lastName: string, roles: ('student' | 'faculty' | 'coordinator')[] = ['student']) =>
  createUser({ firstName, lastName, memberships: [['org_demo', roles]] });

let fay: FixtureUser;
let gus: FixtureUser;
let ana: FixtureUser;
let ben: FixtureUser;
let cai: FixtureUser;
let eve: FixtureUser;
let cora: FixtureUser;
let folderAdmin: FixtureUser;
let childAdmin: FixtureUser;
let folder: { id: string; text: string };
let child: { id: string; text: string };
let s1: ReportSection;
let s2: ReportSection;

beforeAll(async () => {
  folder = await freshDemoFolder();
  child = await freshDemoFolder(folder.id);
  [fay, gus, ana, ben, cai, eve, cora, folderAdmin, childAdmin] = await Promise.all([
    person('Fay', 'Faculty', ['faculty']),
    person('Gus', 'Grader', ['faculty']),
    person('Ana', 'Able'),
    person('=HYPERLINK("x")', 'Baker'),
    person('Cai', 'Chen'),
    person('Eve', 'Evans'),
    person('Cora', 'Coord', ['coordinator']),
    adminOf(folder.id),
    adminOf(child.id),
  ]);
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
      statements: [{ id: 'stmt_rpt_1', statement_id: 'TS.1', title: 'Planning', threshold: 60 }],
      criteria_mapping: { c2: [{ id: 'stmt_rpt_2', statement_id: 'TS.2', title: 'Teaching', minimum: 3 }] },
    },
  });
  const pages = rubricPages(rubricId);
  const template = await storedTemplate(folder.id, pages);
  const course1 = await createdCourse(folder.id, 'Report course 1', {}, 'rootAdmin');
  const course2 = await createdCourse(child.id, 'Report course 2', {}, 'rootAdmin');
  s1 = await storedSection({
    courseId: course1.id,
    nodeId: folder.id,
    title: 'EDU 601 A',
    owners: [fay],
    members: [
      { user: ana, role: 'member' },
      { user: ben, role: 'member' },
      { user: cai, role: 'member' },
      { user: cora, role: 'coordinator' },
    ],
    activities: { a1: template, a2: template },
  });
  s2 = await storedSection({
    courseId: course2.id,
    nodeId: child.id,
    title: 'EDU 602 A',
    owners: [gus],
    members: [
      { user: ana, role: 'member' },
      { user: eve, role: 'member' },
    ],
    activities: { a3: template },
  });
  const at = (hour: number) => `2026-03-01T${String(hour).padStart(2, '0')}:00:00.000Z`;
  await Promise.all([
    storedPortfolio({
      section: s1,
      planId: 'a1',
      student: ana,
      pages,
      state: 'in_assessment',
      revisions: [
        [
          { assessor: fay, done: true, assessAt: at(10), criteria: { c1: 'l3', c2: 'l3', c3: 'l2' } },
          { assessor: gus, done: false, assessAt: at(11), criteria: { c1: 'l1', c2: 'l1', c3: 'l1' } },
        ],
      ],
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
    storedPortfolio({ section: s1, planId: 'a2', student: cai, pages, state: 'in_preparation', revisions: [] }),
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

const standardsOf = (report: { students: { first_name: string; standards: Record<string, string> }[] }) =>
  Object.fromEntries(
    report.students.map((s) => [s.first_name, [s.standards.stmt_rpt_1, s.standards.stmt_rpt_2] as const]),
  );
const countsOf = (report: { standards: { code: string; met: number; not_met: number; not_yet_assessed: number }[] }) =>
  report.standards.map(({ code, met, not_met, not_yet_assessed }) => ({ code, met, not_met, not_yet_assessed }));

describe('a section’s standards report (issue 13: each student × each standard, from the latest done assessment)', () => {
  it('gives each member’s status per standard and the counts, worked out by hand in the header', async () => {
    const { status, body } = await invoke<SectionStandardsReport>(getSectionStandardsReport, {
      as: { userId: fay.userId },
      path: { id: s1.groupId },
    });
    expect(status).toBe(200);
    expect(body.group).toMatchObject({ id: s1.groupId, title: 'EDU 601 A' });
    expect(body.activities.map((a) => a.id)).toEqual([s1.activity('a1'), s1.activity('a2')]);
    expect(body.standards.map(({ id, code, title }) => ({ id, code, title }))).toEqual([
      { id: 'stmt_rpt_1', code: 'TS.1', title: 'Planning' },
      { id: 'stmt_rpt_2', code: 'TS.2', title: 'Teaching' },
    ]);
    // Students only (Cora the coordinator is not one), by last name: Able, Baker, Chen.
    expect(standardsOf(body)).toEqual({
      Ana: ['met', 'met'],
      '=HYPERLINK("x")': ['met', 'not_met'],
      Cai: ['not_yet_assessed', 'not_yet_assessed'],
    });
    expect(body.students.map((s) => s.last_name)).toEqual(['Able', 'Baker', 'Chen']);
    expect(countsOf(body)).toEqual([
      { code: 'TS.1', met: 2, not_met: 0, not_yet_assessed: 1 },
      { code: 'TS.2', met: 1, not_met: 1, not_yet_assessed: 1 },
    ]);
    expect(body.assessments_counted).toBe(3);
  });

  it('reads in a fixed number of requests whatever the section’s size: actor, then 3 rounds of batched reads', async () => {
    const { result, calls } = await countingRoundTrips(() =>
      invoke(getSectionStandardsReport, {
        as: { userId: fay.userId },
        path: { id: s1.groupId },
        headers: { 'x-tessera-organization': 'org_demo' },
      }),
    );
    expect(result.status).toBe(200);
    // Actor with the hint (1); the section, its members and its activities (3, parallel); the templates and the
    // summaries of its 2 activities (1 BatchGetItem + 1 Query of the section's summaries, which fit a page,
    // parallel); the rubrics (1 BatchGetItem). No portfolio or assessment, no read per member (ADR 0028 §3, §7).
    expect(calls.sort()).toEqual(
      [
        'TransactGetItemsCommand',
        'GetItemCommand',
        'QueryCommand',
        'QueryCommand',
        'BatchGetItemCommand',
        'QueryCommand',
        'BatchGetItemCommand',
      ].sort(),
    );
  });

  it('agrees with the old computation from the portfolios and assessments (ADR 0028 §3)', async () => {
    const { body } = await invoke<SectionStandardsReport>(getSectionStandardsReport, {
      as: { userId: fay.userId },
      path: { id: s1.groupId },
    });
    expect(body).toEqual(await oldSectionStandardsReport('org_demo', s1.groupId));
  });

  it('is the owners’, the coordinators’ and the node’s admins’: members, other owners and other admins get 404', async () => {
    const read = (userId: string, groupId = s1.groupId) =>
      invoke(getSectionStandardsReport, { as: { userId }, path: { id: groupId } }).then((a) => a.status);
    expect(await read(folderAdmin.userId)).toBe(200);
    expect(await read(ana.userId)).toBe(404);
    // Cora coordinates s1 (ADR 0020 "Who reads": she assesses all of its work): its reports are hers, not s2's.
    expect(await read(cora.userId)).toBe(200);
    expect(await read(cora.userId, s2.groupId)).toBe(404);
    const coordinatorScores = await invoke<RubricScoresReport>(getActivityRubricScoresReport, {
      as: { userId: cora.userId },
      path: { id: s1.groupId, activityId: s1.activity('a2') },
    });
    expect(coordinatorScores.status).toBe(200);
    const coordinatorCsv = await invoke(exportSectionStandardsReport, {
      as: { userId: cora.userId },
      path: { id: s1.groupId },
    });
    expect(coordinatorCsv.status).toBe(200);
    expect(await read(gus.userId)).toBe(404);
    expect(await read(childAdmin.userId)).toBe(404);
    expect(
      (await invoke(getSectionStandardsReport, { as: { userId: fay.userId }, path: { id: 'group_nowhere' } })).status,
    ).toBe(404);
  });

  it('downloads as CSV: a row per student and the totals, formulas escaped, named after the section', async () => {
    const { status, body, headers } = await invoke<{ filename: string; content: string }>(
      exportSectionStandardsReport,
      { as: { userId: fay.userId }, path: { id: s1.groupId } },
    );
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(headers['content-disposition']).toBe('attachment; filename="standards-EDU_601_A.csv"');
    // OWASP CSV injection: the name typed as a formula starts with a single quote, quoted per RFC 4180.
    expect(body.content).toContain(`Baker,"'=HYPERLINK(""x"")",`);
    const parsed = parseCsv(body.content.replace(/^\uFEFF/, ''));
    if (!parsed.ok) throw new Error(parsed.problem);
    expect(parsed.records).toEqual([
      ['Last name', 'First name', 'Email', 'TS.1 Planning', 'TS.2 Teaching'],
      ['Able', 'Ana', ana.email, 'Met', 'Met'],
      ['Baker', '\'=HYPERLINK("x")', ben.email, 'Met', 'Not met'],
      ['Chen', 'Cai', cai.email, 'Not yet assessed', 'Not yet assessed'],
      ['Total met', '', '', '2', '1'],
      ['Total not met', '', '', '0', '1'],
      ['Total not yet assessed', '', '', '1', '1'],
    ]);
  });

  it('downloads in the reader’s language: Spanish headings and status words, semicolons for Excel in Spanish (issue 21)', async () => {
    const { status, body } = await invoke<{ filename: string; content: string }>(exportSectionStandardsReport, {
      as: { userId: fay.userId },
      path: { id: s1.groupId },
      headers: { 'accept-language': 'es' },
    });
    expect(status).toBe(200);
    const lines = body.content.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Apellidos;Nombre;Correo electrónico;TS.1 Planning;TS.2 Teaching');
    expect(lines[1]).toBe(`Able;Ana;${ana.email};Cumplido;Cumplido`);
    expect(lines[2]).toBe(`Baker;"'=HYPERLINK(""x"")";${ben.email};Cumplido;No cumplido`);
    expect(lines[4]).toBe('Total cumplido;;;2;1');
  });
});

describe('an activity’s rubric scores (issue 13: criterion averages and level distribution)', () => {
  it('averages each criterion over the counted assessments, N/A and nothing entered left out (header arithmetic)', async () => {
    const { status, body } = await invoke<RubricScoresReport>(getActivityRubricScoresReport, {
      as: { userId: fay.userId },
      path: { id: s1.groupId, activityId: s1.activity('a2') },
    });
    expect(status).toBe(200);
    expect(body.students).toBe(3);
    expect(body.rubrics).toHaveLength(1);
    const [rubric] = body.rubrics;
    expect(rubric).toMatchObject({
      component_id: 'rubric-1',
      label: 'Lesson rubric',
      rubric_title: 'Lesson rubric R',
      mode: 'score',
      assessments_counted: 2,
    });
    const rows = rubric?.criteria.map((c) => ({
      name: c.name,
      average: c.average_text,
      scored: c.scored,
      not_applicable: c.not_applicable,
      not_entered: c.not_entered,
      levels: c.levels.map((l) => l.count),
    }));
    expect(rows).toEqual([
      { name: 'Plan', average: '1.00', scored: 1, not_applicable: 0, not_entered: 1, levels: [1, 0, 0] },
      { name: 'Teach', average: '1.50', scored: 2, not_applicable: 0, not_entered: 0, levels: [1, 1, 0] },
      { name: 'Reflect', average: '4.00', scored: 1, not_applicable: 1, not_entered: 0, levels: [0, 1, 0] },
    ]);
  });

  it('counts only done assessments: A1 has Ana’s (Fay’s, not Gus’s later undone one), not Ben’s undone one', async () => {
    const { body } = await invoke<RubricScoresReport>(getActivityRubricScoresReport, {
      as: { userId: fay.userId },
      path: { id: s1.groupId, activityId: s1.activity('a1') },
    });
    // Fay's: c1 High 3, c2 High 3, c3 Mid 2 × 2 = 4.
    expect(body.rubrics[0]?.assessments_counted).toBe(1);
    expect(body.rubrics[0]?.criteria.map((c) => c.average)).toEqual([3, 3, 4]);
  });

  it('agrees with the old computation on every activity (ADR 0028 §3)', async () => {
    for (const planId of ['a1', 'a2']) {
      const { body } = await invoke<RubricScoresReport>(getActivityRubricScoresReport, {
        as: { userId: fay.userId },
        path: { id: s1.groupId, activityId: s1.activity(planId) },
      });
      expect(body).toEqual(await oldActivityRubricScoresReport('org_demo', s1.groupId, s1.activity(planId)));
    }
  });

  it('downloads as CSV, and an activity of another section is 404', async () => {
    const csv = await invoke<{ filename: string; content: string }>(exportActivityRubricScoresReport, {
      as: { userId: fay.userId },
      path: { id: s1.groupId, activityId: s1.activity('a2') },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="rubric-scores-Activity_a2.csv"');
    const parsed = parseCsv(csv.body.content.replace(/^\uFEFF/, ''));
    if (!parsed.ok) throw new Error(parsed.problem);
    expect(parsed.records.slice(1).map((row) => row.slice(2, 8))).toEqual([
      ['Plan', '1.00', '2', '1', '0', '1'],
      ['Teach', '1.50', '2', '2', '0', '0'],
      ['Reflect', '4.00', '2', '1', '1', '0'],
    ]);
    // In Spanish: a decimal comma, semicolons between fields (issue 21).
    const spanish = await invoke<{ filename: string; content: string }>(exportActivityRubricScoresReport, {
      as: { userId: fay.userId },
      path: { id: s1.groupId, activityId: s1.activity('a2') },
      headers: { 'accept-language': 'es' },
    });
    const teach = spanish.body.content.split('\r\n').find((line) => line.includes(';Teach;'));
    expect(teach?.split(';').slice(2, 8)).toEqual(['Teach', '1,50', '2', '2', '0', '0']);
    const elsewhere = await invoke(getActivityRubricScoresReport, {
      as: { userId: fay.userId },
      path: { id: s1.groupId, activityId: s2.activity('a3') },
    });
    expect(elsewhere.status).toBe(404);
  });
});

describe('a node’s standards report (issue 13: program outcomes rolled up across courses)', () => {
  it('rolls each student up across every course under the node (header arithmetic)', async () => {
    const { status, body } = await invoke<NodeStandardsReport>(getNodeStandardsReport, {
      as: { userId: folderAdmin.userId },
      path: { id: folder.id },
    });
    expect(status).toBe(200);
    expect(body.groups.map((g) => g.id).sort()).toEqual([s1.groupId, s2.groupId].sort());
    expect(standardsOf(body)).toEqual({
      Ana: ['met', 'met'],
      '=HYPERLINK("x")': ['met', 'not_met'],
      Cai: ['not_yet_assessed', 'not_yet_assessed'],
      Eve: ['met', 'met'],
    });
    expect(body.students.find((s) => s.id === ana.userId)?.groups.sort()).toEqual([s1.groupId, s2.groupId].sort());
    expect(countsOf(body)).toEqual([
      { code: 'TS.1', met: 3, not_met: 0, not_yet_assessed: 1 },
      { code: 'TS.2', met: 2, not_met: 1, not_yet_assessed: 1 },
    ]);
    expect(body.assessments_counted).toBe(5);
  });

  it('agrees with the old computation (ADR 0028 §3)', async () => {
    const { body } = await invoke<NodeStandardsReport>(getNodeStandardsReport, {
      as: { userId: folderAdmin.userId },
      path: { id: folder.id },
    });
    const old = await oldNodeStandardsReport('org_demo', [folder.id, child.id]);
    expect({ ...body, groups: [...body.groups].sort((a, b) => a.id.localeCompare(b.id)) }).toMatchObject({
      ...old,
      groups: [...old.groups].sort((a, b) => a.id.localeCompare(b.id)),
    });
  });

  it('below the node, only the courses there count', async () => {
    const { body } = await invoke<NodeStandardsReport>(getNodeStandardsReport, {
      as: { userId: childAdmin.userId },
      path: { id: child.id },
    });
    expect(standardsOf(body)).toEqual({ Ana: ['not_met', 'not_met'], Eve: ['met', 'met'] });
    expect(countsOf(body)).toEqual([
      { code: 'TS.1', met: 1, not_met: 1, not_yet_assessed: 0 },
      { code: 'TS.2', met: 1, not_met: 1, not_yet_assessed: 0 },
    ]);
  });

  it('is for admins with authority over the node: an admin of a child folder gets 404, faculty 403', async () => {
    expect(
      (await invoke(getNodeStandardsReport, { as: { userId: childAdmin.userId }, path: { id: folder.id } })).status,
    ).toBe(404);
    expect((await invoke(getNodeStandardsReport, { as: { userId: fay.userId }, path: { id: folder.id } })).status).toBe(
      403,
    );
  });

  it('downloads as CSV named after the node', async () => {
    const { status, headers, body } = await invoke<{ filename: string; content: string }>(exportNodeStandardsReport, {
      as: { userId: folderAdmin.userId },
      path: { id: child.id },
    });
    expect(status).toBe(200);
    expect(headers['content-disposition']).toMatch(
      /^attachment; filename="standards-Test_folder_[A-Za-z0-9_-]+\.csv"$/,
    );
    expect(body.content).toContain('Total met,,,1,1');
  });
});

describe('the cost of a full section (issue 13 brief: 40 students × 5 activities is not 200 sequential reads)', () => {
  it('reads 200 counted assessments’ summaries in a handful of requests', async () => {
    // A folder of its own, so the node reports above never see these students.
    const own = await freshDemoFolder();
    const students = await Promise.all(Array.from({ length: 40 }, (_, i) => person(`S${i}`, `Student ${i}`)));
    const rubricId = await storedRubric(own.id, 'Scale rubric', {
      levels: [{ id: 'l1', name: 'Met' }],
      criterias: [{ id: 'c1', name: 'Only', description: '' }],
      point: 1,
      weight: [],
      enableNA: false,
      points: [[1]],
      contents: [],
      statements_mapping: {
        statements: [{ id: 'stmt_rpt_scale', statement_id: 'SC.1', title: 'Scale', threshold: 100 }],
        criteria_mapping: {},
      },
    });
    const pages = rubricPages(rubricId);
    const template = await storedTemplate(own.id, pages);
    const plans = ['p1', 'p2', 'p3', 'p4', 'p5'];
    const course = await createdCourse(own.id, 'Scale course', {}, 'rootAdmin');
    const section = await storedSection({
      courseId: course.id,
      nodeId: own.id,
      title: 'Scale section',
      owners: [fay],
      members: students.map((user) => ({ user, role: 'member' as const })),
      activities: Object.fromEntries(plans.map((plan) => [plan, template])),
    });
    const work = students.flatMap((student) => plans.map((planId) => ({ student, planId })));
    for (let start = 0; start < work.length; start += 20)
      await Promise.all(
        work.slice(start, start + 20).map(({ student, planId }) =>
          storedPortfolio({
            section,
            planId,
            student,
            pages,
            state: 'in_assessment',
            revisions: [[{ assessor: fay, done: true, assessAt: '2026-03-01T10:00:00.000Z', criteria: { c1: 'l1' } }]],
          }),
        ),
      );

    const { result, calls } = await countingRoundTrips(() =>
      invoke<SectionStandardsReport>(getSectionStandardsReport, {
        as: { userId: fay.userId },
        path: { id: section.groupId },
        headers: { 'x-tessera-organization': 'org_demo' },
      }),
    );
    expect(result.status).toBe(200);
    expect(result.body.assessments_counted).toBe(200);
    expect(countsOf(result.body)).toEqual([{ code: 'SC.1', met: 40, not_met: 0, not_yet_assessed: 0 }]);
    // Actor (1); the section, its members and its activities (3); the templates (1) and the 200 summaries (one
    // Query of the section's summaries: 40 students × 5 activities fit a page); the rubrics (1): 7 requests, 3
    // rounds after the actor (ADR 0028 §7; 11 with one Query per activity).
    expect(calls).toHaveLength(7);
    expect(calls.filter((call) => call === 'BatchGetItemCommand')).toHaveLength(2);
  }, 120_000);
});
