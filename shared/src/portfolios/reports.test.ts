import { parse } from 'csv-parse/sync';
import { parseCsv } from '../csv/parse';
import { message } from '../messages/message';

const recordsOf = (csv: string): string[][] => {
  const parsed = parseCsv(csv.replace(/^\uFEFF/, ''));
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.records;
};
/** A Spanish report file as Excel set to Spanish reads it: semicolons between fields. */
const spanishRecordsOf = (csv: string): string[][] =>
  parse(csv, { delimiter: ';', bom: true, relax_column_count: true });
const english = { locale: 'en', say: (key, params) => message(key, 'en', params) } satisfies ReportWords;
const spanish = { locale: 'es', say: (key, params) => message(key, 'es', params) } satisfies ReportWords;
import type { AssessmentRubric } from './assessment-content';
import {
  assessmentFacts,
  countedAssessment,
  latestDoneAssessment,
  mappedStandards,
  rubricCriterionScores,
  rubricScoresReportCsv,
  standardResults,
  standardStatus,
  standardsReportCsv,
  type ReportedPortfolio,
  type ReportWords,
  type StandardsReportTable,
} from './reports';

/** Three criteria × three levels (1, 2, 3 points), N/A enabled; TS.1 on the rubric at 60 %, TS.2 on criterion c2 at 3. */
const rubric: AssessmentRubric = {
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
    statements: [{ id: 's1', statement_id: 'TS.1', title: 'Planning', threshold: 60 }],
    criteria_mapping: { c2: [{ id: 's2', statement_id: 'TS.2', title: 'Teaching', minimum: 3 }] },
  },
};
const rubrics = new Map([['r1', rubric]]);
const components = [{ component_id: 'rubric-1', type: 'assessment_rubric', rubric_id: 'r1' }];
const rubricContent = (criteria: Record<string, string | null>) => ({
  'rubric-1': { criteria, comments: {}, score: null, auto_filled: false },
});

describe('mappedStandards', () => {
  it('lists the rubric’s and its criteria’s standards once each, with code and title', () => {
    expect(mappedStandards([...components, ...components], rubrics)).toEqual([
      { id: 's1', code: 'TS.1', title: 'Planning' },
      { id: 's2', code: 'TS.2', title: 'Teaching' },
    ]);
  });
});

describe('standardResults (spec 1 §4–5 through standardsMet)', () => {
  it('meets TS.1 at ≥ 60 % of the counted maximum and TS.2 when criterion c2 scores ≥ 3', () => {
    // c1 High 3 + c2 High 3 + c3 Mid 2×2 = 10 of 3 + 3 + 6 = 12: 83 % ≥ 60 → TS.1 met; c2 = 3 ≥ 3 → TS.2 met.
    expect(standardResults(components, rubrics, rubricContent({ c1: 'l3', c2: 'l3', c3: 'l2' }))).toEqual(
      new Map([
        ['s1', true],
        ['s2', true],
      ]),
    );
    // c1 Low 1 + c2 Mid 2, c3 N/A: 3 of 6 = 50 % < 60 → not met; c2 = 2 < 3 → not met.
    expect(standardResults(components, rubrics, rubricContent({ c1: 'l1', c2: 'l2', c3: 'NA' }))).toEqual(
      new Map([
        ['s1', false],
        ['s2', false],
      ]),
    );
  });
});

describe('standardStatus: met in any counts, else not met when assessed, else not yet', () => {
  const met = new Map([['s1', true]]);
  const notMet = new Map([['s1', false]]);
  it.each([
    ['not met in one activity, met in another', [notMet, met], 'met'],
    ['not met in the only activity assessed', [notMet], 'not_met'],
    ['assessed, but nothing counted maps it', [new Map([['s2', true]])], 'not_yet_assessed'],
    ['no done assessment', [], 'not_yet_assessed'],
  ] as const)('%s: %s', (_case, verdicts, status) => {
    expect(standardStatus(verdicts, 's1')).toBe(status);
  });
});

describe('latestDoneAssessment', () => {
  const entry = (userId: string, done: boolean, assessAt: string, isPrimary = false) => ({
    userId,
    done,
    assessAt,
    isPrimary,
  });
  it.each<[string, ReportedPortfolio, ReturnType<typeof latestDoneAssessment>]>([
    ['nothing submitted', { state: 'in_preparation', revisions: [] }, null],
    [
      'assessed, not done',
      { state: 'in_assessment', revisions: [{ revision: 1, assessments: [entry('a', false, '2026-01-01')] }] },
      null,
    ],
    [
      'assess_done on the newest revision',
      {
        state: 'in_assessment',
        revisions: [{ revision: 1, assessments: [entry('a', false, '2026-01-02'), entry('b', true, '2026-01-01')] }],
      },
      { revision: 1, assessorId: 'b' },
    ],
    [
      'the portfolio reached done: any assessment of the newest revision, the one acted on last',
      {
        state: 'done',
        revisions: [{ revision: 1, assessments: [entry('a', false, '2026-01-01'), entry('b', false, '2026-01-03')] }],
      },
      { revision: 1, assessorId: 'b' },
    ],
    [
      'a tie in time: the primary',
      {
        state: 'done',
        revisions: [
          { revision: 1, assessments: [entry('a', false, '2026-01-01'), entry('b', false, '2026-01-01', true)] },
        ],
      },
      { revision: 1, assessorId: 'b' },
    ],
    [
      'resubmitted after a done assessment: the older done one counts until the newer is done',
      {
        state: 'in_assessment',
        revisions: [
          { revision: 1, assessments: [entry('a', true, '2026-01-01')] },
          { revision: 2, assessments: [entry('a', false, '2026-02-01')] },
        ],
      },
      { revision: 1, assessorId: 'a' },
    ],
  ])('%s', (_case, portfolio, expected) => {
    expect(latestDoneAssessment(portfolio)).toEqual(expected);
  });
});

describe('countedAssessment (what a summary is keyed on)', () => {
  it('names the latest done assessment with when its assessor acted, so a later act moves it', () => {
    const portfolio = (assessAt: string): ReportedPortfolio => ({
      state: 'in_assessment',
      revisions: [{ revision: 1, assessments: [{ userId: 'a', done: true, assessAt, isPrimary: true }] }],
    });
    expect(countedAssessment(portfolio('2026-01-01'))).toEqual({
      revision: 1,
      assessorId: 'a',
      assessAt: '2026-01-01',
    });
    expect(countedAssessment(portfolio('2026-01-02'))?.assessAt).toBe('2026-01-02');
    expect(countedAssessment({ state: 'in_preparation', revisions: [] })).toBeNull();
  });
});

describe('assessmentFacts (an assessment summary’s content)', () => {
  const scored = [...components, { component_id: 'scoring-1', type: 'scoring', statements_mapping: [] }];
  it('keeps the verdicts, the levels per criterion and the scores, not the comments', () => {
    const facts = assessmentFacts(scored, rubrics, {
      'rubric-1': {
        criteria: { c1: 'l3', c2: 'l3', c3: 'NA' },
        comments: { c1: 'Long words' },
        score: 6,
        auto_filled: false,
      },
      'scoring-1': { score: 88 },
    });
    expect(facts).toEqual({
      standards: { s1: true, s2: true },
      rubrics: { 'rubric-1': { rubric_id: 'r1', levels: { c1: 'l3', c2: 'l3', c3: 'NA' }, score: 6 } },
      scores: { 'scoring-1': 88 },
    });
    expect(JSON.stringify(facts)).not.toContain('Long words');
  });

  it('holds every rubric component of the portfolio, nothing chosen as no levels (the scores report counts it)', () => {
    expect(assessmentFacts(scored, rubrics, {})).toEqual({
      standards: { s1: false, s2: false },
      rubrics: { 'rubric-1': { rubric_id: 'r1', levels: {}, score: null } },
      scores: { 'scoring-1': null },
    });
  });

  it('gives the verdicts standardResults gives (the old report’s computation)', () => {
    const contents = rubricContent({ c1: 'l1', c2: 'l2', c3: 'l2' });
    expect(assessmentFacts(components, rubrics, contents).standards).toEqual(
      Object.fromEntries(standardResults(components, rubrics, contents)),
    );
  });
});

describe('rubricCriterionScores', () => {
  it('averages the points of chosen levels (cell × weight), leaving N/A and nothing entered out', () => {
    const [c1, c2, c3] = rubricCriterionScores(rubric, [
      { c1: 'l3', c2: 'l2', c3: 'l1' },
      { c1: 'l2', c2: 'NA', c3: 'l2' },
      { c1: 'l2', c3: null },
    ]);
    // c1: 3, 2, 2 → 7 / 3 = 2.33; levels Low 0, Mid 2, High 1.
    expect(c1).toMatchObject({ average: 2.33, average_text: '2.33', scored: 3, not_applicable: 0, not_entered: 0 });
    expect(c1?.levels.map((level) => level.count)).toEqual([0, 2, 1]);
    // c2: 2 (N/A and nothing left out) → 2.00.
    expect(c2).toMatchObject({ average: 2, average_text: '2.00', scored: 1, not_applicable: 1, not_entered: 1 });
    // c3 weighs 2: 1×2, 2×2 → (2 + 4) / 2 = 3.00.
    expect(c3).toMatchObject({ average: 3, average_text: '3.00', scored: 2, not_applicable: 0, not_entered: 1 });
  });

  it('has no average in a plain rubric, and none when nothing was chosen', () => {
    const plain = { ...rubric, points: [] };
    expect(rubricCriterionScores(plain, [{ c1: 'l1' }])[0]).toMatchObject({ average: null, scored: 1 });
    expect(rubricCriterionScores(rubric, [])[0]).toMatchObject({ average: null, average_text: null, scored: 0 });
  });
});

describe('the reports as CSV (OWASP CSV injection, RFC 4180), in the reader’s language (issue 21)', () => {
  const standardsTable: StandardsReportTable = {
    standards: [{ id: 's1', code: 'TS.1', title: 'Planning, lessons' }],
    students: [
      {
        id: 'u1',
        first_name: '=HYPERLINK("x")',
        last_name: 'Ng',
        email: 'a@x.test',
        standards: { s1: 'met' },
      },
      { id: 'u2', first_name: 'Bo', last_name: '-Lee', email: 'b@x.test', standards: {} },
    ],
  };

  it('writes a row per student and the totals, a name typed as a formula kept as text', () => {
    const csv = standardsReportCsv(standardsTable, english);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('"\'=HYPERLINK(""x"")"');
    expect(recordsOf(csv)).toEqual([
      ['Last name', 'First name', 'Email', 'TS.1 Planning, lessons'],
      ['Ng', '\'=HYPERLINK("x")', 'a@x.test', 'Met'],
      ["'-Lee", 'Bo', 'b@x.test', 'Not yet assessed'],
      ['Total met', '', '', '1'],
      ['Total not met', '', '', '0'],
      ['Total not yet assessed', '', '', '1'],
    ]);
  });

  it('writes Spanish headings and status words, semicolons between fields, for Excel set to Spanish', () => {
    const csv = standardsReportCsv(
      { ...standardsTable, standards: [{ id: 's1', code: 'TS.1', title: 'Planificación; clases' }] },
      spanish,
    );
    expect(csv.split('\r\n')[0]).toBe('\uFEFFApellidos;Nombre;Correo electrónico;"TS.1 Planificación; clases"');
    expect(spanishRecordsOf(csv)).toEqual([
      ['Apellidos', 'Nombre', 'Correo electrónico', 'TS.1 Planificación; clases'],
      ['Ng', '\'=HYPERLINK("x")', 'a@x.test', 'Cumplido'],
      ["'-Lee", 'Bo', 'b@x.test', 'Aún no evaluado'],
      ['Total cumplido', '', '', '1'],
      ['Total no cumplido', '', '', '0'],
      ['Total aún no evaluado', '', '', '1'],
    ]);
  });

  it('writes a row per rubric criterion with its level counts', () => {
    const criteria = rubricCriterionScores(rubric, [{ c1: 'l3' }]);
    const csv = rubricScoresReportCsv(
      { rubrics: [{ label: '@Lesson', rubric_title: 'Lesson plan', assessments_counted: 1, criteria }] },
      english,
    );
    const rows = recordsOf(csv);
    expect(rows[0]).toEqual([
      'Component',
      'Rubric',
      'Criterion',
      'Average points',
      'Assessments counted',
      'Scored',
      'N/A',
      'Not entered',
      'Level 1',
      'Level 1 chosen',
      'Level 2',
      'Level 2 chosen',
      'Level 3',
      'Level 3 chosen',
    ]);
    expect(rows[1]).toEqual([
      "'@Lesson",
      'Lesson plan',
      'Plan',
      '3.00',
      '1',
      '1',
      '0',
      '0',
      'Low',
      '0',
      'Mid',
      '0',
      'High',
      '1',
    ]);
  });

  it('writes a Spanish average with a decimal comma', () => {
    // c3 weighs 2: Low (1) and Mid (2) chosen → (2 + 4) / 2 = 3; c1: Low and High → (1 + 3) / 2 = 2; one at 2.5.
    const criteria = rubricCriterionScores(rubric, [
      { c1: 'l2', c2: 'l2' },
      { c1: 'l3', c2: 'l3' },
    ]);
    const csv = rubricScoresReportCsv(
      { rubrics: [{ label: 'Lección', rubric_title: 'Plan', assessments_counted: 2, criteria }] },
      spanish,
    );
    const rows = spanishRecordsOf(csv);
    expect(rows[0]?.slice(0, 4)).toEqual(['Componente', 'Rúbrica', 'Criterio', 'Puntos de media']);
    expect(rows[1]?.slice(2, 4)).toEqual(['Plan', '2,50']);
  });
});
