/**
 * The reports from the section's assessment summaries agree with the old computation from portfolios and
 * assessments (ADR 0028 §3; the oracle is report-oracle.ts), on a section of 200 students × 5 activities whose
 * work covers every way an assessment counts or not, written in the OLD shape (no summaries), then summarised
 * by the migration step (functions/src/migrations/0028-assessment-summaries.ts): stopped halfway and resumed
 * from its checkpoint, then run again from scratch, each time changing nothing the reports read. Also on the
 * demo seed's section and node.
 */
import {
  getActivityRubricScoresReport,
  getNodeStandardsReport,
  getSectionStandardsReport,
  type NodeStandardsReport,
  type RubricScoresReport,
  type SectionStandardsReport,
  type WorkflowState,
} from '@tessera/shared';
import { createSection, inPool, type Person } from '../../../bench/scale-fixtures';
import { assessmentSummariesStep } from '../../src/migrations/0028-assessment-summaries';
import type { MigrationContext } from '../../src/migrations/types';
import { DEMO_SECTIONS } from '../../src/seed/seed-courses';
import { DEMO_HIERARCHY } from '../../src/seed/seed-hierarchy';
import { createUser, type FixtureUser } from '../support/fixtures';
import { invoke } from '../support/invoke';
import { oldActivityRubricScoresReport, oldNodeStandardsReport, oldSectionStandardsReport } from './report-oracle';
import { rubricPages, storedPortfolio, storedRubric, storedTemplate, type StoredAssessment } from './report-support';

const ORG = 'org_demo';
const NODE = DEMO_HIERARCHY.demoRoot.nodeId;
const STUDENTS = 200;
const PLANS = ['m1', 'm2', 'm3', 'm4', 'm5'];

/** A small deterministic generator (mulberry32), so a failure names the same data every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

let fay: FixtureUser;
let gus: FixtureUser;
let groupId: string;
let activityId: (planId: string) => string;

/** A checkpoint store in memory, as the runner keeps one in the table; `stopAfter` saves fail after that many. */
function checkpoints(stopAfter = Infinity) {
  const saved = new Map<string, string>();
  let saves = 0;
  const context: MigrationContext = {
    readCheckpoint: (scope) => Promise.resolve(saved.get(scope) ?? null),
    saveCheckpoint: (scope, checkpoint) => {
      if (saves >= stopAfter) return Promise.reject(new Error('stopped halfway'));
      saves += 1;
      saved.set(scope, checkpoint);
      return Promise.resolve();
    },
    log: () => undefined,
  };
  return { context, saved };
}

const sectionReport = () =>
  invoke<SectionStandardsReport>(getSectionStandardsReport, { as: { userId: fay.userId }, path: { id: groupId } });
const scoresReport = (planId: string) =>
  invoke<RubricScoresReport>(getActivityRubricScoresReport, {
    as: { userId: fay.userId },
    path: { id: groupId, activityId: activityId(planId) },
  });

beforeAll(async () => {
  [fay, gus] = await Promise.all([
    createUser({ firstName: 'Fay', lastName: 'Faculty', memberships: [[ORG, ['faculty']]] }),
    createUser({ firstName: 'Gus', lastName: 'Grader', memberships: [[ORG, ['faculty']]] }),
  ]);
  const rubricId = await storedRubric(NODE, 'Migration rubric', {
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
      statements: [{ id: 'stmt_mig_1', statement_id: 'MG.1', title: 'Planning', threshold: 60 }],
      criteria_mapping: { c2: [{ id: 'stmt_mig_2', statement_id: 'MG.2', title: 'Teaching', minimum: 3 }] },
    },
  });
  const pages = rubricPages(rubricId);
  const template = await storedTemplate(NODE, pages);
  // Students need no account for a report: members of the section with their names.
  const students: Person[] = Array.from({ length: STUDENTS }, (_, index) => ({
    userId: `mig_${index}_${Date.now().toString(36)}`,
    email: `mig-${index}@bench.test`,
    firstName: `Student ${index}`,
    lastName: `Migrated ${String(index % 37).padStart(2, '0')}`,
  }));
  const section = await createSection({
    title: 'Migrated section',
    owners: [fay],
    members: students,
    activities: Object.fromEntries(PLANS.map((plan) => [plan, template])),
  });
  groupId = section.groupId;
  activityId = section.activityId;
  const next = random(23);
  const level = () => ['l1', 'l2', 'l3', 'NA', null][Math.floor(next() * 5)] ?? null;
  const criteria = () => ({ c1: level(), c2: level(), c3: level() });
  const at = (hour: number) => `2026-03-01T${String(hour).padStart(2, '0')}:00:00.000Z`;
  // Every way a member's work on an activity counts or not (shared's countedAssessment), in turn.
  const shapes: ((assessor: FixtureUser) => { state: WorkflowState; revisions: StoredAssessment[][] } | null)[] = [
    () => null, // not started
    () => ({ state: 'in_preparation', revisions: [] }),
    (a) => ({
      state: 'in_assessment',
      revisions: [[{ assessor: a, done: true, assessAt: at(10), criteria: criteria() }]],
    }),
    (a) => ({
      state: 'in_assessment',
      revisions: [[{ assessor: a, done: false, assessAt: at(10), criteria: criteria() }]],
    }),
    (a) => ({ state: 'done', revisions: [[{ assessor: a, done: false, assessAt: at(9), criteria: criteria() }]] }),
    (a) => ({
      state: 'in_assessment',
      revisions: [[{ assessor: a, done: true, assessAt: at(8), criteria: criteria() }], []],
    }),
    () => ({
      state: 'in_assessment',
      revisions: [
        [
          { assessor: fay, done: true, assessAt: at(10), criteria: criteria() },
          { assessor: gus, done: true, assessAt: at(11), criteria: criteria() },
        ],
      ],
    }),
    (a) => ({ state: 'in_assessment', revisions: [[{ assessor: a, done: true, assessAt: at(12) }]] }),
  ];
  const work = students.flatMap((student, s) =>
    PLANS.map((planId, p) => ({ student, planId, shape: shapes[Math.floor(next() * shapes.length)], s, p })),
  );
  await inPool(work, 16, async ({ student, planId, shape, s, p }) => {
    const made = shape?.((s + p) % 2 === 0 ? fay : gus);
    if (!made) return;
    await storedPortfolio({
      section: { groupId, activity: activityId },
      planId,
      student,
      pages,
      ...made,
      summary: false, // the old shape: no summaries
    });
  });
}, 600_000);

describe('the reports from summaries agree with the old computation (200 students × 5 activities)', () => {
  it('read nothing counted before the migration, then, after it (stopped halfway, resumed, run again), the same as the old computation', async () => {
    const oldSection = await oldSectionStandardsReport(ORG, groupId);
    const oldScores = await Promise.all(
      PLANS.map((plan) => oldActivityRubricScoresReport(ORG, groupId, activityId(plan))),
    );
    // The fixture holds every case: counted assessments, and students with none.
    expect(oldSection.assessments_counted).toBeGreaterThan(300);
    expect(oldSection.standards.some((s) => s.met > 0 && s.not_met > 0 && s.not_yet_assessed > 0)).toBe(true);

    const before = await sectionReport();
    expect(before.status).toBe(200);
    expect(before.body.assessments_counted).toBe(0);

    // Stopped after its first page, then resumed from the checkpoint it saved.
    const store = checkpoints(1);
    await expect(assessmentSummariesStep({ pageSize: 200 }).run(store.context)).rejects.toThrow('stopped halfway');
    const resumed = checkpoints();
    const first = store.saved.get('*');
    if (first) await resumed.context.saveCheckpoint('*', first);
    await assessmentSummariesStep({ pageSize: 200 }).run(resumed.context);
    expect(resumed.saved.get('*')).toBe('done');
    // A run after it is over does nothing; one from scratch writes the same summaries again.
    await assessmentSummariesStep().run(resumed.context);
    await assessmentSummariesStep().run(checkpoints().context);

    const after = await sectionReport();
    expect(after.status).toBe(200);
    expect(after.body).toEqual(oldSection);
    for (const [index, plan] of PLANS.entries()) {
      const scores = await scoresReport(plan);
      expect(scores.status).toBe(200);
      expect(scores.body).toEqual(oldScores[index]);
    }
  }, 600_000);
});

describe('on the demo seed', () => {
  it('the practicum section’s and the demo root’s reports agree with the old computation', async () => {
    const section = await invoke<SectionStandardsReport>(getSectionStandardsReport, {
      as: 'faculty',
      path: { id: DEMO_SECTIONS.practicumA },
    });
    expect(section.status).toBe(200);
    expect(section.body).toEqual(await oldSectionStandardsReport(ORG, DEMO_SECTIONS.practicumA));
    for (const activity of section.body.activities) {
      const scores = await invoke<RubricScoresReport>(getActivityRubricScoresReport, {
        as: 'faculty',
        path: { id: DEMO_SECTIONS.practicumA, activityId: activity.id },
      });
      expect(scores.body).toEqual(await oldActivityRubricScoresReport(ORG, DEMO_SECTIONS.practicumA, activity.id));
    }
  });

  it('the node report over the demo root agrees with the old computation', async () => {
    const node = await invoke<NodeStandardsReport>(getNodeStandardsReport, { as: 'admin', path: { id: NODE } });
    expect(node.status).toBe(200);
    // Every node under the demo root, as the report reads them (the tree is the hierarchy's, unchanged).
    const old = await oldNodeStandardsReport(
      ORG,
      node.body.courses.map((course) => course.node_id),
    );
    const byId = <T extends { id: string }>(rows: readonly T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(node.body.groups)).toEqual(byId(old.groups));
    expect(byId(node.body.students)).toEqual(byId(old.students).map((s) => ({ ...s, groups: expect.any(Array) })));
    expect(node.body.standards).toEqual(old.standards);
    expect(node.body.assessments_counted).toBe(old.assessments_counted);
  });
});
