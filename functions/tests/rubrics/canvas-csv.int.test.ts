/**
 * Canvas LMS rubric CSV through the API (issue 9: institutions bring their rubrics with them): export a rubric
 * as the file Canvas imports, import such files as drafts on a node, a bad file answered row by row with
 * nothing written, and the round trip (export then import gives the same rubric). Issue 21: exports read back
 * the way Canvas's importer reads them (./canvas-importer.ts), real Canvas files (fixtures/canvas-rubrics),
 * the shapes Canvas accepts, and importing the same file again.
 */
import { readFileSync } from 'node:fs';
import {
  exportCanvasRubric,
  getRubric,
  importCanvasRubrics,
  listRubrics,
  createStatementSet,
  parseCsv,
  publishRubric,
  updateRubric,
  type RubricSummary,
} from '@tessera/shared';
import { recordRubricUse } from '../../src/ports/rubrics';
import { DEMO_RUBRICS } from '../../src/seed/seed-rubrics';
import { readAsCanvas } from './canvas-importer';
import { invoke, type Caller } from '../support/invoke';
import { createdRubric, freshDemoFolder, rubricBody, type ErrorBody, type Rubric } from './support';

type Exported = { filename: string; media_type: string; content: string };
type Imported = {
  rubrics: RubricSummary[];
  updated: number;
  notes: { row: number; column: string; message: string }[];
  message: string;
};

const exportOf = (id: string, as: Caller = 'admin') =>
  invoke<Exported & ErrorBody>(exportCanvasRubric, { as, path: { id } });
const importInto = (nodeId: string, content: string, filename = 'rubrics.csv', updateExisting?: boolean) =>
  invoke<Imported & ErrorBody>(importCanvasRubrics, {
    as: 'admin',
    body: {
      node_id: nodeId,
      filename,
      content,
      ...(updateExisting === undefined ? {} : { update_existing: updateExisting }),
    },
  });
const fixture = (name: string) =>
  readFileSync(new URL(`../../../fixtures/canvas-rubrics/${name}`, import.meta.url), 'utf8');
const rubricsOn = async (nodeId: string) =>
  (
    await invoke<{ items: RubricSummary[] }>(listRubrics, {
      as: 'admin',
      query: { node: nodeId, category: 'draft,published' },
    })
  ).body.items;
/** The drafts on a node, every page read (the list answers a page and a cursor). */
async function draftsOn(nodeId: string): Promise<number> {
  let count = 0;
  let cursor: string | null = null;
  do {
    const page: { body: { items: unknown[]; cursor: string | null } } = await invoke(listRubrics, {
      as: 'admin',
      query: { node: nodeId, category: 'draft', ...(cursor ? { cursor } : {}) },
    });
    count += page.body.items.length;
    cursor = page.body.cursor;
  } while (cursor);
  return count;
}
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
      'Other,Three,,false,A,,1,B,,',
      'Good,Four,,false,A,,-1,B,,0',
    ].join('\n');
    const { status, body } = await importInto(folder.id, csv);
    expect(status).toBe(400);
    expect(body.message).toBe('Nothing was imported: 3 problems to fix in the file.');
    expect(body.fields).toEqual({
      'rows.3.rubric_name': "Missing 'Rubric Name'.",
      'rows.4.rating_points_2': 'Rating 2 has no points while other ratings of this rubric have them.',
      'rows.5.rating_points_1': 'Rating 1: points must be a number from 0 to 9,999.',
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

describe('Tessera’s exports read back as Canvas’s importer reads them (issue 21)', () => {
  it('gives Canvas a number in every Rating Points cell of a plain rubric (an empty one fails the whole file)', async () => {
    const { body } = await exportOf(DEMO_RUBRICS.plain);
    const read = readAsCanvas(body.content);
    if (!read.ok) throw new Error(read.error);
    const [rubric] = read.rubrics;
    expect(rubric?.criteria.length).toBeGreaterThan(0);
    expect(rubric?.criteria.flatMap((criterion) => criterion.ratings.map((rating) => rating.points))).toEqual(
      rubric?.criteria.flatMap((criterion) => criterion.ratings.map(() => 0)),
    );
  });

  it('gives Canvas the scored rubric’s points, its criteria worth their highest rating', async () => {
    const { body } = await exportOf(DEMO_RUBRICS.scored);
    const original = (await invoke<Rubric>(getRubric, { as: 'admin', path: { id: DEMO_RUBRICS.scored } })).body;
    const read = readAsCanvas(body.content);
    if (!read.ok) throw new Error(read.error);
    expect(read.rubrics[0]?.criteria.map((criterion) => criterion.points)).toEqual(
      original.points.map((row) => Math.max(...row)),
    );
  });

  it('delivers a bulleted description without a stray quote, and keeps the quote before a formula', async () => {
    const folder = await freshDemoFolder();
    const rubric = await createdRubric(folder.id, {
      criterias: [
        { id: 'c1', name: 'Method', description: '- states the hypothesis\n- names the variables' },
        { id: 'c2', name: '-2+3', description: '' },
        { id: 'c3', name: 'Delivery', description: '' },
      ],
      contents: [
        ['- no hypothesis', '- a vague one', '- a testable one', '- testable and justified'],
        ['', '', '', ''],
        ['', '', '', ''],
      ],
    });
    const read = readAsCanvas((await exportOf(rubric.id)).body.content);
    if (!read.ok) throw new Error(read.error);
    const [method, formula] = read.rubrics[0]?.criteria ?? [];
    expect(method?.long_description).toBe('- states the hypothesis\n- names the variables');
    expect(method?.ratings.map((rating) => rating.long_description)).toEqual([
      '- testable and justified',
      '- a testable one',
      '- a vague one',
      '- no hypothesis',
    ]);
    expect(formula?.description).toBe("'-2+3");
  });
});

describe('importing the files Canvas accepts (issue 21)', () => {
  it('imports a university’s real Canvas file: six rubrics as drafts', async () => {
    const folder = await freshDemoFolder();
    const { status, body } = await importInto(folder.id, fixture('cedarville-rubric-import-template.csv'));
    expect(status).toBe(201);
    expect(body.rubrics.map((rubric) => [rubric.title, rubric.maximum])).toEqual([
      ['Trading Cards/Flash Cards', 100],
      ['Timeline Project', 100],
      ['Discussion Posts', 100],
      ['Reflection Essays', 100],
      ['Exam: Identifications', 4],
      ['Exam: Essays', 30],
    ]);
    expect(body.notes).toEqual([]);
    expect(await draftsOn(folder.id)).toBe(6);
  });

  it('imports the template Canvas offers for download', async () => {
    const { status, body } = await importInto((await freshDemoFolder()).id, fixture('canvas-template.csv'));
    expect(status).toBe(201);
    expect(body.rubrics.map((rubric) => [rubric.title, rubric.maximum])).toEqual([['Rubric 1', 3]]);
  });

  it('imports each shape Canvas accepts and Tessera refused, with a note on what each became', async () => {
    const folder = await freshDemoFolder();
    const csv = [
      'Rubric Name,Criteria Name,Criteria Enable Range,Rating Name,Rating Description,Rating Points,Rating Name,Rating Description,Rating Points',
      'Shapes,Ranged,true,Full,,10,None,,0',
      'Shapes,Hundreds,false,Full,,150,Half,,75.55',
      'Shapes,Decimals,false,Full,,1.005,None,,0',
      'Shapes,Unnamed,false,Full,,2,,A description without a name,1',
      'No description column,Only,,Full,,3,None,,0',
    ].join('\n');
    const { status, body } = await importInto(folder.id, csv);
    expect(status).toBe(201);
    expect(body.rubrics.map((rubric) => rubric.title)).toEqual(['Shapes', 'No description column']);
    expect(body.rubrics[0]?.maximum).toBeCloseTo(10 + 150 + 1.01 + 2, 6);
    expect(body.rubrics[1]?.maximum).toBe(3);
    expect(body.notes.map((note) => [note.row, note.column, note.message.split(':')[0]])).toEqual([
      [
        2,
        'criteria_enable_range',
        'Point ranges were on for this criterion (Criteria Enable Range). Here a level scores fixed points',
      ],
      [3, 'criteria_name', 'Points of 100 or more do not fit a rubric cell (at most 99.99)'],
      [3, 'criteria_name', 'Some rating names differ from the level names'],
      [4, 'rating_points_1', 'Rating 1'],
      [5, 'rating_name_2', 'Rating 2 has no name'],
      [5, 'criteria_name', 'This criterion has 1 rating and the rubric 2 levels'],
    ]);
    expect(body.notes[1]?.message).toBe(
      'Points of 100 or more do not fit a rubric cell (at most 99.99): this criterion’s points were divided by 10 and its weight multiplied by 10, so it scores as in Canvas (to the nearest hundredth).',
    );
    const shapes = (await invoke<Rubric>(getRubric, { as: 'admin', path: { id: body.rubrics[0]?.id as string } })).body;
    expect(shapes).toMatchObject({
      points: [
        [10, 0],
        [15, 7.56],
        [1.01, 0],
        [2, 2],
      ],
      weight: [1, 10, 1, 1],
    });
  });

  it('imports more than 20 rubrics from one file, all or nothing', async () => {
    const folder = await freshDemoFolder();
    const rows = Array.from({ length: 40 }, (_, i) => `Rubric ${i + 1},Criterion,,false,Done,,1,Not done,,0`);
    const { status, body } = await importInto(folder.id, [HEADER, ...rows].join('\n'));
    expect(status).toBe(201);
    expect(body.message).toBe('40 rubrics imported as drafts.');
    expect(await draftsOn(folder.id)).toBe(40);
  });
});

describe('importing the same Canvas file again (issue 21)', () => {
  const FILE = [
    HEADER,
    'Essay,Thesis,States a claim,false,Full,Clear,5,None,Missing,0',
    'Essay,Evidence,,false,Full,Cited,3,None,,0',
    'Lab,Method,,false,Done,,2,Not done,,0',
  ].join('\n');

  it('says which rubrics an earlier import made, and writes nothing without the caller’s choice', async () => {
    const folder = await freshDemoFolder();
    const first = await importInto(folder.id, FILE, 'essay.csv');
    expect(first.status).toBe(201);
    const again = await importInto(folder.id, FILE, 'essay (1).csv');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('rubrics.csv.already_imported');
    expect(again.body.message).toBe(
      '2 rubrics of this file were imported into this folder from a Canvas file before: “Essay”, “Lab”. Update them with this file instead of making copies?',
    );
    expect(await draftsOn(folder.id)).toBe(2);
  });

  it('updates the rubrics it made (same ids, the file’s content, the new source) and creates the file’s new ones', async () => {
    const folder = await freshDemoFolder();
    const first = (await importInto(folder.id, FILE, 'essay.csv')).body.rubrics;
    const [essay, lab] = first as [RubricSummary, RubricSummary];
    expect(essay.imported_from).toMatchObject({ kind: 'canvas_csv', filename: 'essay.csv', rubric_name: 'Essay' });
    await invoke(publishRubric, { as: 'admin', path: { id: lab.id }, body: { version: lab.version } });
    const revised = [
      HEADER,
      'essay,Thesis,States an arguable claim,false,Full,Clear and arguable,6,None,Missing,0',
      'Lab,Method,,false,Done,,4,Not done,,0',
      'Poster,Layout,,false,Clear,,2,Cluttered,,0',
    ].join('\n');
    const { status, body } = await importInto(folder.id, revised, 'essay-v2.csv', true);
    expect(status).toBe(201);
    expect(body.updated).toBe(2);
    expect(body.message).toBe('2 rubrics updated from the file, 1 new rubric imported; all are drafts.');
    expect(body.rubrics.map((rubric) => [rubric.id === essay.id, rubric.id === lab.id, rubric.title])).toEqual([
      [true, false, 'essay'],
      [false, true, 'Lab'],
      [false, false, 'Poster'],
    ]);
    const essayNow = (await invoke<Rubric>(getRubric, { as: 'admin', path: { id: essay.id } })).body;
    expect(essayNow).toMatchObject({
      state: 'draft',
      version: essay.version + 1,
      criterias: [{ name: 'Thesis', description: 'States an arguable claim' }],
      points: [[6, 0]],
      imported_from: { filename: 'essay-v2.csv', rubric_name: 'essay' },
    });
    expect((essayNow.imported_from?.imported_at ?? '') > (essay.imported_from?.imported_at ?? '')).toBe(true);
    const labNow = (await invoke<Rubric>(getRubric, { as: 'admin', path: { id: lab.id } })).body;
    expect(labNow).toMatchObject({ state: 'draft', points: [[4, 0]] });
    expect((await rubricsOn(folder.id)).map((rubric) => rubric.title).sort()).toEqual(['Lab', 'Poster', 'essay']);
  });

  it('finds a rubric renamed since by the Rubric Name it had in the file, and leaves rubrics made here alone', async () => {
    const folder = await freshDemoFolder();
    const [imported] = (await importInto(folder.id, FILE, 'essay.csv')).body.rubrics as [RubricSummary];
    const renamed = (await invoke<Rubric>(getRubric, { as: 'admin', path: { id: imported.id } })).body;
    await invoke(updateRubric, {
      as: 'admin',
      path: { id: imported.id },
      body: {
        ...rubricBody(),
        title: 'Essay (renamed)',
        levels: renamed.levels,
        criterias: renamed.criterias,
        points: renamed.points,
        contents: renamed.contents,
        weight: renamed.weight,
        version: renamed.version,
      },
    });
    const madeHere = await createdRubric(folder.id, { title: 'Poster' });
    const file = [HEADER, 'Essay,Thesis,,false,Full,,5,None,,0', 'Poster,Layout,,false,Clear,,2,Cluttered,,0'];
    const { status, body } = await importInto(folder.id, file.join('\n'), 'essay.csv', true);
    expect(status).toBe(201);
    expect(body.updated).toBe(1);
    expect(body.rubrics[0]?.id).toBe(imported.id);
    expect(body.rubrics[1]?.id).not.toBe(madeHere.id);
  });

  it('refuses to update a rubric in use, naming it, and writes nothing', async () => {
    const folder = await freshDemoFolder();
    const [essay] = (await importInto(folder.id, FILE, 'essay.csv')).body.rubrics as [RubricSummary];
    await invoke(publishRubric, { as: 'admin', path: { id: essay.id }, body: { version: essay.version } });
    expect(await recordRubricUse('org_demo', essay.id)).toBe('used');
    const { status, body } = await importInto(folder.id, FILE, 'essay.csv', true);
    expect(status).toBe(409);
    expect(body.message).toBe(
      'The rubric “Essay” was imported from a Canvas file before but cannot be updated now: it is in use or waiting on a transfer. Nothing was imported; copy it, or give it another Rubric Name in the file to import it as a new rubric.',
    );
    const essayNow = (await invoke<Rubric>(getRubric, { as: 'admin', path: { id: essay.id } })).body;
    expect(essayNow).toMatchObject({ state: 'published', version: essay.version + 1 });
    expect(await draftsOn(folder.id)).toBe(1);
  });

  it('keeps the statement alignment of the criteria the file still has', async () => {
    const folder = await freshDemoFolder();
    const { body: set } = await invoke<{ statements: { id: string }[] }>(createStatementSet, {
      as: 'admin',
      path: { id: folder.id },
      body: { title: 'Writing', statements: [{ title: 'Argues', statement_id: 'W.1' }] },
    });
    const statementId = set.statements[0]?.id as string;
    const [essay] = (await importInto(folder.id, FILE, 'essay.csv')).body.rubrics as [RubricSummary];
    const current = (await invoke<Rubric>(getRubric, { as: 'admin', path: { id: essay.id } })).body;
    const aligned = await invoke<Rubric>(updateRubric, {
      as: 'admin',
      path: { id: essay.id },
      body: {
        title: current.title,
        levels: current.levels,
        criterias: current.criterias,
        points: current.points,
        contents: current.contents,
        weight: current.weight,
        version: current.version,
        statements_mapping: {
          statements: [{ id: statementId, threshold: 50 }],
          criteria_mapping: {
            [current.criterias[0]?.id as string]: [{ id: statementId, minimum: 3 }],
            [current.criterias[1]?.id as string]: [{ id: statementId, minimum: 1 }],
          },
        },
      },
    });
    expect(aligned.status).toBe(200);
    const file = [HEADER, 'Essay,Citations,,false,Full,,3,None,,0', 'Essay,Thesis,,false,Full,,5,None,,0'];
    const { status } = await importInto(folder.id, file.join('\n'), 'essay.csv', true);
    expect(status).toBe(201);
    const now = (await invoke<Rubric>(getRubric, { as: 'admin', path: { id: essay.id } })).body;
    const thesis = now.criterias.find((criterion) => criterion.name === 'Thesis')?.id as string;
    expect(now.statements_mapping.statements.map((entry) => [entry.id, entry.threshold])).toEqual([[statementId, 50]]);
    expect(Object.keys(now.statements_mapping.criteria_mapping)).toEqual([thesis]);
    expect(now.statements_mapping.criteria_mapping[thesis]?.[0]).toMatchObject({ id: statementId, minimum: 3 });
  });
});
