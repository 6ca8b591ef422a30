import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { parseCsv } from '../csv/parse';
import { message } from '../messages/index';
import {
  canvasCsvFileName,
  rubricsFromCanvasCsv,
  rubricToCanvasCsv,
  type CanvasCsvImport,
  type CanvasCsvIssue,
} from './rubric-canvas-csv';
import { normaliseRubricDefinition, rubricDefinitionSchema, type RubricDefinition } from './rubric-definition';

const records = (csv: string): string[][] => {
  const parsed = parseCsv(csv);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.records;
};
const importCsv = (csv: string) => rubricsFromCanvasCsv(records(csv));
const said = (issues: readonly CanvasCsvIssue[]) =>
  issues.map((issue) => `${issue.row} ${issue.column}: ${message(issue.key, 'en', issue.params)}`);
const problemsOf = (result: CanvasCsvImport) => (result.ok ? [] : said(result.problems));
const rubricsOf = (result: CanvasCsvImport) => {
  if (!result.ok) throw new Error(said(result.problems).join('\n'));
  return result.rubrics;
};
/** A definition without its ids (a CSV file carries none). */
const withoutIds = (rubric: RubricDefinition) => ({
  ...rubric,
  levels: rubric.levels.map(({ name }) => name),
  criterias: rubric.criterias.map(({ name, description }) => ({ name, description })),
});

const HEADER =
  'Rubric Name,Criteria Name,Criteria Description,Criteria Enable Range,Rating Name,Rating Description,Rating Points,Rating Name,Rating Description,Rating Points,Rating Name,Rating Description,Rating Points';

const essay = normaliseRubricDefinition(
  rubricDefinitionSchema.parse({
    title: 'Essay, "final" draft',
    levels: [
      { id: 'l1', name: 'Beginning' },
      { id: 'l2', name: '-Developing' },
      { id: 'l3', name: 'Proficient' },
      { id: 'l4', name: 'Exemplary' },
    ],
    criterias: [
      { id: 'c1', name: 'Thesis', description: 'States a claim.\nOn two lines, with "quotes".' },
      { id: 'c2', name: '=SUM(A1:A2)', description: '' },
      { id: 'c3', name: 'Evidence', description: '@mention, +plus' },
    ],
    point: 2,
    weight: [1, 1.5, 2],
    enableNA: true,
    points: [
      [0, 1, 2.5, 4],
      [0, 0.25, 3, 99.99],
      [1, 2, 3, 4],
    ],
    contents: [
      ['No claim', 'A vague claim', 'A clear claim', 'A clear, arguable claim'],
      ['', '', '', ''],
      ['None', 'Some', 'Enough', '-Plenty'],
    ],
  }),
);

describe('Canvas rubric CSV export (issue 9)', () => {
  it('writes Canvas’s columns, one row per criterion, then ours', () => {
    const csv = rubricToCanvasCsv(essay);
    const [header, first] = records(csv);
    expect(header?.slice(0, 7)).toEqual([
      'Rubric Name',
      'Criteria Name',
      'Criteria Description',
      'Criteria Enable Range',
      'Rating Name',
      'Rating Description',
      'Rating Points',
    ]);
    expect(header?.slice(-3)).toEqual([
      'Tessera Criteria Weight',
      'Tessera Rubric Enable NA',
      'Tessera Rubric Default Points',
    ]);
    expect(header).toHaveLength(4 + 4 * 3 + 3);
    expect(first?.slice(0, 7)).toEqual([
      'Essay, "final" draft',
      'Thesis',
      'States a claim.\nOn two lines, with "quotes".',
      'false',
      'Beginning',
      'No claim',
      '0',
    ]);
    expect(csv.startsWith('Rubric Name,')).toBe(true); // no byte-order mark: Canvas reads the header by name
    expect(csv.split('\r\n')).toHaveLength(5); // header, 3 criteria, and the final line end
  });

  it('escapes cells a spreadsheet would run as formulas (CSV injection)', () => {
    const rows = records(rubricToCanvasCsv(essay));
    expect(rows[2]?.[1]).toBe("'=SUM(A1:A2)");
    expect(rows[1]?.[7]).toBe("'-Developing");
    expect(rows[3]?.[2]).toBe("'@mention, +plus");
    expect(rows[3]?.[14]).toBe("'-Plenty");
  });

  it('writes 0 points for every rating of a plain rubric: Canvas fails on the whole file at an empty cell (issue 21)', () => {
    const plain = { ...essay, points: [] };
    const rows = records(rubricToCanvasCsv(plain));
    const pointsCells = rows.slice(1).flatMap((row) => [row[6], row[9], row[12], row[15]]);
    expect(pointsCells).toEqual(Array.from({ length: 12 }, () => '0'));
  });

  it('writes a bulleted description as it is, without the formula quote (issue 21)', () => {
    const bulleted = {
      ...essay,
      criterias: [{ id: 'c1', name: 'Method', description: '- states the hypothesis\n- names the variables' }],
      levels: [{ id: 'l1', name: '- partly' }],
      points: [[1]],
      contents: [['- some steps missing']],
      weight: [1],
    };
    const [, row] = records(rubricToCanvasCsv(bulleted));
    expect(row?.slice(1, 7)).toEqual([
      'Method',
      '- states the hypothesis\n- names the variables',
      'false',
      '- partly',
      '- some steps missing',
      '1',
    ]);
    const [again] = rubricsOf(importCsv(rubricToCanvasCsv(bulleted)));
    expect(again?.criterias[0]?.description).toBe('- states the hypothesis\n- names the variables');
    expect(again?.levels[0]?.name).toBe('- partly');
    // A file exported before the change quoted bullets: the quote still comes off.
    const [older] = rubricsOf(importCsv(`${HEADER}\nR,Method,"'- states the hypothesis",false,'- partly,,1`));
    expect(older?.criterias[0]?.description).toBe('- states the hypothesis');
    expect(older?.levels[0]?.name).toBe('- partly');
  });

  it('names the file after the title', () => {
    expect(canvasCsvFileName('Essay: final/draft?')).toBe('Essay_ final_draft_.csv');
    expect(canvasCsvFileName(' / ')).toBe('_.csv');
    expect(canvasCsvFileName('')).toBe('rubric.csv');
  });
});

describe('Canvas rubric CSV round trip (issue 9: export then import gives the same rubric)', () => {
  it.each<[string, RubricDefinition]>([
    ['a score rubric with weights, N/A, default points and escaped text', essay],
    ['a plain rubric', { ...essay, points: [], enableNA: false, point: 1 }],
  ])('%s', (_name, rubric) => {
    const [again] = rubricsOf(importCsv(rubricToCanvasCsv(rubric)));
    expect(withoutIds(again as RubricDefinition)).toEqual(
      withoutIds({ ...rubric, statements_mapping: { criteria_mapping: {}, statements: [] } }),
    );
    expect(rubricDefinitionSchema.safeParse(again).success).toBe(true);
  });

  it('reads the file back as it was written, a byte-order mark and all', () => {
    const [again] = rubricsOf(importCsv(`\uFEFF${rubricToCanvasCsv(essay)}`));
    expect(again?.title).toBe(essay.title);
  });
});

describe('Canvas rubric CSV import (issue 9)', () => {
  it('reads Canvas’s own template: ragged rows, and ratings named per criterion', () => {
    const csv = [
      HEADER,
      'Rubric 1,Criteria 1,Criteria 1 Description,false,Rating 1,Rating 1 Description,2,Rating 2,Rating 2 Description,1,Rating 3,Rating 3 Description,0',
      'Rubric 1,Criteria 2,Criteria 2 Description,false,Criteria 2 Rating 1,Rating Description,1,Criteria 2 Rating 2,Rating 2 Description,1',
    ].join('\n');
    const result = importCsv(csv);
    const [rubric] = rubricsOf(result);
    expect(rubric).toMatchObject({
      title: 'Rubric 1',
      levels: [
        { id: 'level-1', name: 'Rating 1' },
        { id: 'level-2', name: 'Rating 2' },
        { id: 'level-3', name: 'Rating 3' },
      ],
      criterias: [
        { id: 'criterion-1', name: 'Criteria 1', description: 'Criteria 1 Description' },
        { id: 'criterion-2', name: 'Criteria 2', description: 'Criteria 2 Description' },
      ],
      points: [
        [2, 1, 0],
        [1, 1, 1],
      ],
      contents: [
        ['Rating 1 Description', 'Rating 2 Description', 'Rating 3 Description'],
        ['Criteria 2 Rating 1: Rating Description', 'Criteria 2 Rating 2: Rating 2 Description', ''],
      ],
      weight: [1, 1],
      enableNA: false,
      point: 1,
    });
    expect(result.ok && said(result.notes)).toEqual([
      '3 criteria_name: This criterion has 2 ratings and the rubric 3 levels: the missing levels were added with no description and the criterion’s lowest points.',
      '3 criteria_name: Some rating names differ from the level names: they were kept at the start of the cell descriptions.',
    ]);
  });

  it('makes one rubric per Rubric Name, in file order, with numbered rating headers and decimal commas', () => {
    const csv = [
      'Rubric Name,Criteria Name,Criteria Description,Criteria Enable Range,Rating Name 1,Rating Description 1,Rating Points 1,Rating Name 2,Rating Description 2,Rating Points 2',
      'Rubric B,Criterion,,false,High,,"1,75",Low,,0.0',
      'Rubric A,Criterion,,FALSE,High,,1.5,Low,,0',
      '',
      'Rubric B,Second,,,High,,3,Low,,1',
    ].join('\r\n');
    const rubrics = rubricsOf(importCsv(csv));
    expect(rubrics.map((rubric) => [rubric.title, rubric.points])).toEqual([
      [
        'Rubric B',
        [
          [1.75, 0],
          [3, 1],
        ],
      ],
      ['Rubric A', [[1.5, 0]]],
    ]);
  });

  it('reads a rubric without points as plain', () => {
    const [rubric] = rubricsOf(importCsv(`${HEADER}\nPlain,Voice,,false,Strong,Clear voice,,Weak,No voice,`));
    expect(rubric?.points).toEqual([]);
    expect(rubric?.contents).toEqual([['Clear voice', 'No voice']]);
  });

  it('lists every problem by row and cell, and imports nothing', () => {
    const csv = [
      HEADER,
      ',Criteria 1,,false,Rating 1,,1',
      'Rubric 1,,,false,Rating 1,,1',
      'Rubric 1,Criterion,,false',
      'Rubric 1,Points,,false,Top,,abc,Bottom,,-1,Other,,10000',
      'Rubric 2,Mixed,,false,Top,,5,Bottom,,',
      'Rubric 3,Fine,,false,Top,,5',
    ].join('\n');
    expect(problemsOf(importCsv(csv))).toEqual([
      "2 rubric_name: Missing 'Rubric Name'.",
      "3 criteria_name: Missing 'Criteria Name'.",
      '4 rating_name_1: This criterion has no ratings.',
      '5 rating_points_1: Rating 1: points must be a number from 0 to 9,999.',
      '5 rating_points_2: Rating 2: points must be a number from 0 to 9,999.',
      '5 rating_points_3: Rating 3: points must be a number from 0 to 9,999.',
      '6 rating_points_2: Rating 2 has no points while other ratings of this rubric have them.',
    ]);
  });

  it('checks our own columns: weight, N/A and default points, the same on every row of a rubric', () => {
    const header = `${HEADER},Tessera Criteria Weight,Tessera Rubric Enable NA,Tessera Rubric Default Points`;
    const csv = [
      header,
      'R,One,,false,A,,1,B,,0,C,,0,1.5,true,2',
      'R,Two,,false,A,,1,B,,0,C,,0,2,true,1',
      'R,Three,,false,A,,1,B,,0,C,,0,,false,2',
      'S,One,,false,A,,1,B,,0,C,,0,-2,maybe,100',
    ].join('\n');
    expect(problemsOf(importCsv(csv))).toEqual([
      '3 tessera_rubric_default_points: The rows of this rubric disagree on "Tessera Rubric Default Points".',
      '4 tessera_rubric_enable_na: The rows of this rubric disagree on "Tessera Rubric Enable NA".',
      '5 tessera_criteria_weight: The weight must be a number from 0 to 100.',
      '5 tessera_rubric_enable_na: "Tessera Rubric Enable NA" must be true or false.',
      '5 tessera_rubric_default_points: The default points must be 0 or a number up to 99.99 with at most two decimals.',
    ]);
    const [rubric] = rubricsOf(importCsv([header, 'R,One,,false,A,,1,B,,0,C,,0,1.5,1,2'].join('\n')));
    expect(rubric).toMatchObject({ weight: [1.5], enableNA: true, point: 2 });
  });

  it('refuses a file without Canvas’s columns, or without rubrics, as a whole', () => {
    expect(problemsOf(importCsv('name\nMath'))).toEqual(['1 file: The file has no "Rubric Name" column.']);
    expect(
      problemsOf(importCsv('Rubric Name,Criteria Name,Criteria Description,Criteria Enable Range\nR,C,,')),
    ).toEqual(['1 file: The file has no "Rating Name" column.']);
    expect(
      problemsOf(
        importCsv('Rubric Name,Criteria Name,Criteria Description,Criteria Enable Range,Rating Name,Rating Points\n'),
      ),
    ).toEqual(['1 file: Every rating needs a Rating Name, a Rating Description and a Rating Points column.']);
    expect(problemsOf(importCsv(`${HEADER}\n,,,\n`))).toEqual(['0 file: The file holds no rubric.']);
    expect(problemsOf(rubricsFromCanvasCsv([]))).toEqual(['1 file: The file has no "Rubric Name" column.']);
  });

  it('keeps within the limits: 99 rubrics a file, 100 criteria and 20 ratings a rubric, 1000 rows', () => {
    const rubricRows = Array.from({ length: 100 }, (_, i) => `Rubric ${i},C,,false,A,,1`);
    expect(problemsOf(importCsv([HEADER, ...rubricRows].join('\n')))).toEqual([
      '0 file: A file can import at most 99 rubrics.',
    ]);
    const criterionRows = Array.from({ length: 101 }, (_, i) => `R,C${i},,false,A,,1`);
    expect(problemsOf(importCsv([HEADER, ...criterionRows].join('\n')))).toEqual([
      '102 criteria_name: A rubric can have at most 100 criteria.',
    ]);
    const wide = `${HEADER}${',Rating Name,Rating Description,Rating Points'.repeat(18)}`;
    const ratings = Array.from({ length: 21 }, (_, i) => `L${i},,${i % 10}`).join(',');
    expect(problemsOf(importCsv(`${wide}\nR,C,,false,${ratings}`))).toEqual([
      '2 rating_name_21: A criterion can have at most 20 ratings.',
    ]);
    const manyRows = Array.from({ length: 1001 }, (_, i) => `R${i % 5},C${i},,false,A,,1`);
    expect(problemsOf(importCsv([HEADER, ...manyRows].join('\n')))).toEqual([
      '0 file: A file can hold at most 1,000 rows.',
    ]);
    const long = 'x'.repeat(256);
    expect(
      problemsOf(importCsv(`${HEADER}\n${long},C,${'d'.repeat(5001)},false,${'n'.repeat(1001)},${'e'.repeat(5001)},1`)),
    ).toEqual([
      '2 rubric_name: "Rubric Name" is too long (maximum is 255 characters).',
      '2 criteria_description: "Criteria Description" is too long (maximum is 5,000 characters).',
      '2 rating_name_1: "Rating Name 1" is too long (maximum is 1,000 characters).',
      '2 rating_description_1: "Rating Description 1" is too long (maximum is 5,000 characters).',
    ]);
  });
});

describe('Canvas rubric CSV files Canvas accepts (issue 21: the round trip with real files)', () => {
  const fixture = (name: string) =>
    readFileSync(new URL(`../../../fixtures/canvas-rubrics/${name}`, import.meta.url), 'utf8');
  const notesOf = (result: CanvasCsvImport) => (result.ok ? said(result.notes) : said(result.problems));

  it('reads a university’s real file: six rubrics, ragged rows with empty trailing ratings', () => {
    const result = importCsv(fixture('cedarville-rubric-import-template.csv'));
    const rubrics = rubricsOf(result);
    expect(rubrics.map((rubric) => [rubric.title, rubric.criterias.length, rubric.levels.length])).toEqual([
      ['Trading Cards/Flash Cards', 3, 4],
      ['Timeline Project', 5, 4],
      ['Discussion Posts', 3, 4],
      ['Reflection Essays', 3, 4],
      ['Exam: Identifications', 2, 3],
      ['Exam: Essays', 3, 4],
    ]);
    expect(rubrics[0]).toMatchObject({
      levels: [
        { id: 'level-1', name: 'Superior' },
        { id: 'level-2', name: 'Average' },
        { id: 'level-3', name: 'Lacking' },
        { id: 'level-4', name: 'No Marks' },
      ],
      points: [
        [50, 36, 20, 0],
        [25, 18, 10, 0],
        [25, 18, 10, 0],
      ],
    });
    expect(rubrics[4]?.points).toEqual([
      [2, 1, 0],
      [2, 1, 0],
    ]);
    expect(result.ok && result.notes).toEqual([]);
  });

  it('reads the template Canvas offers for download', () => {
    const [rubric] = rubricsOf(importCsv(fixture('canvas-template.csv')));
    expect(rubric).toMatchObject({
      title: 'Rubric 1',
      points: [
        [2, 1, 0],
        [1, 1, 1],
      ],
    });
  });

  it('reads a file without the optional Criteria Enable Range and Criteria Description columns', () => {
    const csv = ['Rubric Name,Criteria Name,Rating Name,Rating Description,Rating Points', 'R,Thesis,Clear,,2'].join(
      '\n',
    );
    const [rubric] = rubricsOf(importCsv(csv));
    expect(rubric).toMatchObject({ criterias: [{ name: 'Thesis', description: '' }], points: [[2]] });
  });

  it('imports a criterion with point ranges on, each rating scoring the top of its range, with a note', () => {
    const csv = [HEADER, 'R,Ranged,,TRUE,Full,,10,Partial,,6.5,None,,0', 'R,Fixed,,false,Full,,4,Partial,,2,None,,0'];
    const result = importCsv(csv.join('\n'));
    const [rubric] = rubricsOf(result);
    expect(rubric?.points).toEqual([
      [10, 6.5, 0],
      [4, 2, 0],
    ]);
    expect(notesOf(result)).toEqual([
      '2 criteria_enable_range: Point ranges were on for this criterion (Criteria Enable Range). Here a level scores fixed points: each rating now scores its Rating Points, the top of its range, and no score between two ratings can be given.',
    ]);
  });

  it('imports points of 100 or more by dividing them and multiplying the weight, so the criterion scores the same', () => {
    const csv = [
      HEADER,
      'R,Project,,false,Full,,150,Half,,75,None,,0',
      'R,Thesis,,false,Full,,2500,Half,,1250.5,None,,0',
      'R,Small,,false,Full,,5,Half,,2.5,None,,0',
    ];
    const result = importCsv(csv.join('\n'));
    const [rubric] = rubricsOf(result);
    expect(rubric).toMatchObject({
      points: [
        [15, 7.5, 0],
        [25, 12.51, 0],
        [5, 2.5, 0],
      ],
      weight: [10, 100, 1],
    });
    expect(rubricDefinitionSchema.safeParse(rubric).success).toBe(true);
    expect(notesOf(result)).toEqual([
      '2 criteria_name: Points of 100 or more do not fit a rubric cell (at most 99.99): this criterion’s points were divided by 10 and its weight multiplied by 10, so it scores as in Canvas.',
      '3 criteria_name: Points of 100 or more do not fit a rubric cell (at most 99.99): this criterion’s points were divided by 100 and its weight multiplied by 100, so it scores as in Canvas (to the nearest hundredth).',
    ]);
  });

  it('rounds points with three decimals to two, half up, as Canvas does, with a note', () => {
    const result = importCsv([HEADER, 'R,C,,false,Full,,"1,005",Half,,0.333,None,,0.000'].join('\n'));
    expect(rubricsOf(result)[0]?.points).toEqual([[1.01, 0.33, 0]]);
    expect(notesOf(result)).toEqual([
      '2 rating_points_1: Rating 1: the points were rounded to two decimals (1.01), as Canvas rounds them.',
      '2 rating_points_2: Rating 2: the points were rounded to two decimals (0.33), as Canvas rounds them.',
    ]);
  });

  it('skips a rating with a description but no name, as Canvas does, with a note', () => {
    const result = importCsv([HEADER, 'R,C,,false,Full,Everything,2,,Something,1,None,,0'].join('\n'));
    const [rubric] = rubricsOf(result);
    expect(rubric).toMatchObject({
      levels: [
        { id: 'level-1', name: 'Full' },
        { id: 'level-2', name: 'None' },
      ],
      points: [[2, 0]],
      contents: [['Everything', '']],
    });
    expect(notesOf(result)).toEqual([
      '2 rating_name_2: Rating 2 has no name: it was left out, as Canvas leaves it out.',
    ]);
  });

  it('imports more than 20 rubrics from one file', () => {
    const rows = Array.from({ length: 45 }, (_, i) => `Rubric ${i + 1},C,,false,A,,1`);
    expect(rubricsOf(importCsv([HEADER, ...rows].join('\n')))).toHaveLength(45);
  });

  it('reads ratings that all score 0 as a plain rubric (what a plain rubric exports as)', () => {
    const [rubric] = rubricsOf(importCsv([HEADER, 'R,C,,false,Strong,,0,Weak,,0'].join('\n')));
    expect(rubric?.points).toEqual([]);
  });
});
