/**
 * Canvas LMS rubric CSV through the API (issue 9: institutions bring their rubrics with them): export a rubric
 * as the file Canvas imports, import such files as drafts on a node, a bad file answered row by row with
 * nothing written, and the round trip (export then import gives the same rubric).
 */
import {
  exportCanvasRubric,
  getRubric,
  importCanvasRubrics,
  listRubrics,
  parseCsv,
  type RubricSummary,
} from '@tessera/shared';
import { DEMO_RUBRICS } from '../../src/seed/seed-rubrics';
import { invoke, type Caller } from '../support/invoke';
import { createdRubric, freshDemoFolder, type ErrorBody, type Rubric } from './support';

type Exported = { filename: string; media_type: string; content: string };
type Imported = {
  rubrics: RubricSummary[];
  notes: { row: number; column: string; message: string }[];
  message: string;
};

const exportOf = (id: string, as: Caller = 'admin') =>
  invoke<Exported & ErrorBody>(exportCanvasRubric, { as, path: { id } });
const importInto = (nodeId: string, content: string, filename = 'rubrics.csv') =>
  invoke<Imported & ErrorBody>(importCanvasRubrics, { as: 'admin', body: { node_id: nodeId, filename, content } });
const draftsOn = async (nodeId: string) =>
  (await invoke<{ total: number }>(listRubrics, { as: 'admin', query: { node: nodeId, category: 'draft' } })).body
    .total;
/** The parts of a rubric a CSV file carries (no ids, no alignment). */
const content = (rubric: Rubric) => ({
  title: rubric.title,
  levels: rubric.levels.map((level) => level.name),
  criterias: rubric.criterias.map(({ name, description }) => ({ name, description })),
  points: rubric.points,
  contents: rubric.contents,
  weight: rubric.weight,
  enableNA: rubric.enableNA,
  point: rubric.point,
  mode: rubric.mode,
});

const HEADER =
  'Rubric Name,Criteria Name,Criteria Description,Criteria Enable Range,Rating Name,Rating Description,Rating Points,Rating Name,Rating Description,Rating Points';

describe('exporting a rubric for Canvas LMS', () => {
  it('writes the seeded scored rubric with Canvas’s columns, one row per criterion', async () => {
    const { status, body } = await exportOf(DEMO_RUBRICS.scored);
    expect(status).toBe(200);
    expect(body).toMatchObject({ filename: 'Lesson Plan Rubric.csv', media_type: 'text/csv' });
    const parsed = parseCsv(body.content);
    if (!parsed.ok) throw new Error(parsed.problem);
    const [header, first] = parsed.records;
    expect(header?.slice(0, 7)).toEqual([
      'Rubric Name',
      'Criteria Name',
      'Criteria Description',
      'Criteria Enable Range',
      'Rating Name',
      'Rating Description',
      'Rating Points',
    ]);
    expect(first?.slice(0, 7)).toEqual([
      'Lesson Plan Rubric',
      'Learning objectives',
      'Objectives are stated, measurable and fit the learners.',
      'false',
      'Beginning',
      'Objectives missing or vague',
      '1',
    ]);
    expect(parsed.records).toHaveLength(4);
  });

  it('escapes cells a spreadsheet would run as formulas (CSV injection)', async () => {
    const folder = await freshDemoFolder();
    const rubric = await createdRubric(folder.id, {
      title: '=HYPERLINK("http://evil.example","Click")',
      criterias: [
        { id: 'c1', name: '+cmd|calc' },
        { id: 'c2', name: '@SUM(A1)' },
        { id: 'c3', name: '-2+3' },
      ],
    });
    const { body } = await exportOf(rubric.id);
    const parsed = parseCsv(body.content);
    if (!parsed.ok) throw new Error(parsed.problem);
    expect(parsed.records.slice(1).map((row) => [row[0], row[1]])).toEqual([
      [`'=HYPERLINK("http://evil.example","Click")`, "'+cmd|calc"],
      [`'=HYPERLINK("http://evil.example","Click")`, "'@SUM(A1)"],
      [`'=HYPERLINK("http://evil.example","Click")`, "'-2+3"],
    ]);
  });

  it('exports only rubrics the caller sees, for admins (404 for another organisation’s, 403 for a student)', async () => {
    expect((await exportOf(DEMO_RUBRICS.other)).status).toBe(404);
    expect((await exportOf(DEMO_RUBRICS.scored, 'otherAdmin')).status).toBe(404);
    expect((await exportOf(DEMO_RUBRICS.scored, 'student')).status).toBe(403);
  });
});

describe('the Canvas CSV round trip (issue 9: export then import gives the same rubric)', () => {
  it.each([
    ['a score rubric: 3 criteria × 4 levels, weights, N/A, descriptions with commas, quotes and line breaks', {}],
    ['a plain rubric', { points: [], enableNA: false }],
  ])('%s', async (_name, over) => {
    const from = await freshDemoFolder();
    const to = await freshDemoFolder();
    const original = await createdRubric(from.id, {
      title: 'Debate, "final" round',
      enableNA: true,
      point: 2,
      weight: [1, 1.5, 2],
      criterias: [
        { id: 'c1', name: 'Argument', description: 'Claims, evidence\nand "warrants".' },
        { id: 'c2', name: '-Rebuttal', description: '' },
        { id: 'c3', name: 'Delivery', description: '=not a formula' },
      ],
      ...over,
    });
    const exported = await exportOf(original.id);
    const imported = await importInto(to.id, exported.body.content, exported.body.filename);
    expect(imported.status).toBe(201);
    expect(imported.body.message).toBe('1 rubric imported as drafts.');
    expect(imported.body.notes).toEqual([]);
    const [summary] = imported.body.rubrics;
    expect(summary).toMatchObject({ state: 'draft', hierarchy_id: to.id, title: original.title });
    const again = (await invoke<Rubric>(getRubric, { as: 'admin', path: { id: summary?.id as string } })).body;
    expect(content(again)).toEqual(content(original));
  });
});

describe('importing a Canvas rubric CSV file', () => {
  it('creates one draft per Rubric Name, with notes on what was fitted into the grid', async () => {
    const folder = await freshDemoFolder();
    const csv = [
      HEADER,
      'Essay,Thesis,States a claim,false,Full Marks,Clear thesis,5,No Marks,No thesis,0',
      'Essay,Evidence,,false,Full Marks,Cited,3',
      'Lab report,Method,,false,Complete,,"2,5",Incomplete,,0',
    ].join('\r\n');
    const { status, body } = await importInto(folder.id, csv);
    expect(status).toBe(201);
    expect(body.rubrics.map((rubric) => [rubric.title, rubric.state, rubric.maximum])).toEqual([
      ['Essay', 'draft', 8],
      ['Lab report', 'draft', 2.5],
    ]);
    expect(body.notes).toEqual([
      {
        row: 3,
        column: 'criteria_name',
        message:
          'This criterion has 1 rating and the rubric 2 levels: the missing levels were added with no description and the criterion’s lowest points.',
      },
    ]);
    expect(body.message).toBe('2 rubrics imported as drafts.');
    expect(await draftsOn(folder.id)).toBe(2);
  });

  it('answers a bad file with every problem by row and cell, and writes nothing', async () => {
    const folder = await freshDemoFolder();
    const csv = [
      HEADER,
      'Good,One,,false,A,,1,B,,0',
      ',Two,,false,A,,1,B,,0',
      'Good,Three,,true,A,,1,B,,0',
      'Good,Four,,false,A,,150,B,,0',
    ].join('\n');
    const { status, body } = await importInto(folder.id, csv);
    expect(status).toBe(400);
    expect(body.message).toBe('Nothing was imported: 3 problems to fix in the file.');
    expect(body.fields).toEqual({
      'rows.3.rubric_name': "Missing 'Rubric Name'.",
      'rows.4.criteria_enable_range':
        'Point ranges (Criteria Enable Range) are not supported: set it to false to import this criterion.',
      'rows.5.rating_points_1': 'Rating 1: points must be 0 or a number up to 99.99 with at most two decimals.',
    });
    expect(await draftsOn(folder.id)).toBe(0);
  });

  it.each<[string, string, string, Record<string, string>]>([
    ['a file that is not .csv', 'rubrics.xlsx', `${HEADER}\nR,C,,false,A,,1,B,,0`, { filename: 'Invalid file type' }],
    [
      'a file that is not CSV',
      'rubrics.csv',
      'Rubric Name,"unclosed\nR',
      { file: 'The file could not be read as CSV: a quoted field is not closed (from line 1)' },
    ],
    ['a file without Canvas’s columns', 'rubrics.csv', 'name\nMath', { file: 'The file has no "Rubric Name" column.' }],
  ])('refuses %s', async (_name, filename, csv, fields) => {
    const folder = await freshDemoFolder();
    const { status, body } = await importInto(folder.id, csv, filename);
    expect(status).toBe(400);
    expect(body.fields).toEqual(fields);
    expect(await draftsOn(folder.id)).toBe(0);
  });

  it('imports only onto nodes the caller administers (404 elsewhere)', async () => {
    const { status } = await invoke(importCanvasRubrics, {
      as: 'otherAdmin',
      body: { node_id: (await freshDemoFolder()).id, filename: 'r.csv', content: `${HEADER}\nR,C,,false,A,,1,B,,0` },
    });
    expect(status).toBe(404);
  });
});
