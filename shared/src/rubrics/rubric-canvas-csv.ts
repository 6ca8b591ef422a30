import { CSV_FORMULA_TRIGGERS, toCsv, type CsvValue } from '../csv/write';
import type { MessageParams } from '../messages/format';
import type { RubricsMessageKey } from '../messages/rubrics';
import { criterionWeight, rubricMode, RUBRIC_LIMITS, type RubricDefinition } from './rubric-definition';
import { isRubricScoreInput } from './rubric-score-input';

/**
 * Rubrics from and to the CSV file Canvas LMS imports rubrics from (its "Import rubrics" template, read by
 * Canvas's RubricCSVImporter and RubricImport): a header row, then one row per criterion —
 *   Rubric Name, Criteria Name, Criteria Description, Criteria Enable Range, then repeating groups of
 *   Rating Name, Rating Description, Rating Points (the headers may carry a number: "Rating Name 2").
 * Rows with the same Rubric Name make one rubric, in file order; a file may hold several. Rows may be ragged
 * (a criterion with fewer ratings stops early).
 *
 * Read as Canvas reads it (issue 21; docs/adr/0015-rubric-library.md "Canvas CSV"):
 * - Rubric Name and Criteria Name are required columns; Criteria Description and Criteria Enable Range are
 *   optional. A rating column is any header containing "rating name", "rating description" or "rating
 *   points", paired by position, as Canvas pairs them;
 * - a rating with no name is skipped, as Canvas skips it; if it had a description or points the import says
 *   so in a note;
 * - points may use a decimal comma ("1,75") and are rounded to two decimals (half up, as Canvas's
 *   `to_f.round(2)`; a note says when a value was rounded); they must be a number from 0 to 9,999;
 * - a rubric whose ratings all score 0 (or have no points) is a plain rubric (spec 1 §4: no points);
 *   points on some ratings only is an error (Canvas fails on the whole file for an empty points cell).
 *
 * How that maps onto Tessera's grid of criteria × levels (spec 1 §3), chosen where the formats differ:
 * - a rating group is a level, in order; a level is named after the first criterion's rating at that
 *   position; a rating with another name keeps it at the start of its cell text ("Name: description");
 * - a criterion with fewer ratings than the rubric has levels gets the missing cells with no text and its own
 *   lowest points (so its maximum does not change), and the import says so in a note on that row;
 * - a cell scores 0 to 99.99 (spec 1 §5): a criterion with points of 100 or more has them divided by 10 or
 *   100 and its weight multiplied by the same, so it scores what it scored in Canvas (a note says so);
 * - point ranges (Criteria Enable Range true: in Canvas an assessor may give any score within a rating's
 *   range) have no equivalent, since a level scores its points: such a criterion is imported with each
 *   rating scoring its Rating Points, the top of its range, and a note saying so;
 * - what Canvas has no column for travels in three columns of ours after the ratings, which Canvas ignores
 *   (it reads columns by name): Tessera Criteria Weight, Tessera Rubric Enable NA, Tessera Rubric Default
 *   Points. So an export imported again gives the same rubric (ids apart: the file has none; statement
 *   alignment apart: it names this organisation's statements, which another system cannot resolve).
 * Export: every Rating Points cell holds a number, since Canvas's importer fails on the whole file at an
 * empty one: a plain rubric's ratings score 0 (Canvas's rubric without points; Canvas orders ratings of
 * equal points by name). Every cell is escaped by shared's toCsv (CSV injection; a bullet "- text" is left
 * as it is) and import takes that quote off again. No byte-order mark: Canvas reads the first header by
 * name, and "\uFEFFRubric Name" would not match. A bad file is reported row by row (`problems`) and nothing
 * of it is imported.
 */
export const CANVAS_RUBRIC_COLUMNS = [
  'Rubric Name',
  'Criteria Name',
  'Criteria Description',
  'Criteria Enable Range',
] as const;
export const CANVAS_RATING_COLUMNS = ['Rating Name', 'Rating Description', 'Rating Points'] as const;
export const TESSERA_RUBRIC_COLUMNS = {
  weight: 'Tessera Criteria Weight',
  enableNA: 'Tessera Rubric Enable NA',
  point: 'Tessera Rubric Default Points',
} as const;

/**
 * Most rubrics one file may create or update, and most rows it may hold (spec 2 §9: CSV import max errors
 * 1000). 99 rubrics: an import is one all-or-nothing DynamoDB transaction, which holds 100 writes, one of them
 * the node's count of rubrics (docs/adr/0015-rubric-library.md).
 */
export const CANVAS_IMPORT_LIMITS = { rubrics: 99, rows: 1000, problems: 1000 } as const;

/** The largest Rating Points a file may hold: a cell's 99.99 times the weight it may be given (100). */
const MAX_POINTS_HUNDREDTHS = 999_900;

/** A problem (or a note) about one row of the file (`row` counts records, the header being 1; 0: the file). */
export interface CanvasCsvIssue {
  row: number;
  /** Which cell: `rubric_name`, `criteria_name`, `rating_points_2`, `tessera_criteria_weight`, `file`, … */
  column: string;
  key: RubricsMessageKey;
  params?: MessageParams;
}

export type CanvasCsvImport =
  { ok: true; rubrics: RubricDefinition[]; notes: CanvasCsvIssue[] } | { ok: false; problems: CanvasCsvIssue[] };

/** The file name of an export: the title, with characters file systems refuse replaced. */
export function canvasCsvFileName(title: string): string {
  const base = title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').trim() || 'rubric';
  return `${base.slice(0, 200)}.csv`;
}

/** One rubric as a Canvas rubric CSV file (see the module comment). */
export function rubricToCanvasCsv(rubric: RubricDefinition): string {
  const score = rubricMode(rubric) === 'score';
  const header: string[] = [...CANVAS_RUBRIC_COLUMNS];
  for (let level = 0; level < rubric.levels.length; level += 1) header.push(...CANVAS_RATING_COLUMNS);
  header.push(TESSERA_RUBRIC_COLUMNS.weight, TESSERA_RUBRIC_COLUMNS.enableNA, TESSERA_RUBRIC_COLUMNS.point);
  const rows = rubric.criterias.map((criterion, c): CsvValue[] => [
    rubric.title,
    criterion.name,
    criterion.description,
    false,
    ...rubric.levels.flatMap((level, l): CsvValue[] => [
      level.name,
      rubric.contents[c]?.[l] ?? '',
      score ? (rubric.points[c]?.[l] ?? 0) : 0,
    ]),
    criterionWeight(rubric, c),
    rubric.enableNA,
    rubric.point,
  ]);
  return toCsv(rows, { header });
}

/**
 * A cell as typed before an export escaped it: a quote before a formula character comes off. Before a dash
 * too, even a bullet's, which exports written before issue 21 quoted.
 */
function unescaped(cell: string | undefined): string {
  const text = cell ?? '';
  return text.startsWith("'") && (CSV_FORMULA_TRIGGERS as readonly string[]).includes(text.charAt(1))
    ? text.slice(1)
    : text;
}

const normalHeader = (cell: string) => unescaped(cell).trim().toLowerCase();

interface Layout {
  rubric: number;
  criterion: number;
  /** Optional columns (Canvas reads them when present). */
  description: number | null;
  range: number | null;
  ratings: { name: number; description: number; points: number }[];
  weight: number | null;
  enableNA: number | null;
  point: number | null;
}

/** Where each column is; the problem when a required one is missing. */
function layoutOf(header: readonly string[]): Layout | CanvasCsvIssue {
  const names = header.map(normalHeader);
  const find = (name: string) => {
    const at = names.indexOf(name.toLowerCase());
    return at < 0 ? null : at;
  };
  const missing = (column: string): CanvasCsvIssue => ({
    row: 1,
    column: 'file',
    key: 'rubrics.csv.missing_column',
    params: { column },
  });
  const rubric = find('Rubric Name');
  if (rubric === null) return missing('Rubric Name');
  const criterion = find('Criteria Name');
  if (criterion === null) return missing('Criteria Name');
  // Canvas takes any header containing the words as a rating column, and pairs them by position.
  const positions = (words: string) =>
    names.flatMap((name, index) => (name.includes(words.toLowerCase()) ? [index] : []));
  const [ratingNames, descriptions, points] = CANVAS_RATING_COLUMNS.map(positions) as [number[], number[], number[]];
  if (ratingNames.length === 0) return missing('Rating Name');
  if (descriptions.length !== ratingNames.length || points.length !== ratingNames.length)
    return { row: 1, column: 'file', key: 'rubrics.csv.rating_columns' };
  return {
    rubric,
    criterion,
    description: find('Criteria Description'),
    range: find('Criteria Enable Range'),
    ratings: ratingNames.map((name, k) => ({
      name,
      description: descriptions[k] as number,
      points: points[k] as number,
    })),
    weight: find(TESSERA_RUBRIC_COLUMNS.weight),
    enableNA: find(TESSERA_RUBRIC_COLUMNS.enableNA),
    point: find(TESSERA_RUBRIC_COLUMNS.point),
  };
}

interface Rating {
  /** Its rating group in the file (1-based), for notes and problems. */
  n: number;
  name: string;
  description: string;
  /** Points in hundredths, rounded to two decimals as Canvas rounds them; null: none given. */
  hundredths: number | null;
}

interface CriterionRow {
  row: number;
  name: string;
  description: string;
  range: boolean;
  ratings: Rating[];
  weight: number;
  enableNA: boolean;
  point: number;
}

const isBlankRecord = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');
const decimal = (text: string) => text.trim().replace(',', '.');

/**
 * Rating Points as Canvas reads them, in hundredths: a decimal number of 0 or more rounded half up to two
 * decimals (`rounded` when digits were dropped). Null when the text is not such a number.
 */
function canvasPointsHundredths(text: string): { hundredths: number; rounded: boolean } | null {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || !/\d/.test(text)) return null;
  const [, whole = '', fraction = ''] = match;
  const kept = Number(`${whole || '0'}${fraction.padEnd(2, '0').slice(0, 2)}`);
  const dropped = fraction.slice(2);
  return { hundredths: kept + (Number(dropped.charAt(0) || '0') >= 5 ? 1 : 0), rounded: /[1-9]/.test(dropped) };
}

/** Reads one criterion row; problems go to `problems`, notes to `notes`; null when the row cannot be used. */
function readRow(
  cells: readonly string[],
  row: number,
  layout: Layout,
  problems: CanvasCsvIssue[],
  notes: CanvasCsvIssue[],
): { rubric: string; criterion: CriterionRow } | null {
  const before = problems.length;
  const problem = (column: string, key: RubricsMessageKey, params?: MessageParams) =>
    problems.push({ row, column, key, ...(params ? { params } : {}) });
  const cell = (index: number | null) => (index === null ? '' : unescaped(cells[index]));
  const rubric = cell(layout.rubric).trim();
  const name = cell(layout.criterion).trim();
  const description = cell(layout.description);
  if (rubric === '') problem('rubric_name', 'rubrics.csv.rubric_name_missing');
  else if ([...rubric].length > RUBRIC_LIMITS.title)
    problem('rubric_name', 'rubrics.csv.too_long', { column: 'Rubric Name', max: RUBRIC_LIMITS.title });
  if (name === '') problem('criteria_name', 'rubrics.csv.criteria_name_missing');
  else if ([...name].length > RUBRIC_LIMITS.name)
    problem('criteria_name', 'rubrics.csv.too_long', { column: 'Criteria Name', max: RUBRIC_LIMITS.name });
  if ([...description].length > RUBRIC_LIMITS.text)
    problem('criteria_description', 'rubrics.csv.too_long', {
      column: 'Criteria Description',
      max: RUBRIC_LIMITS.text,
    });
  const range = ['true', '1'].includes(cell(layout.range).trim().toLowerCase());

  const ratings: Rating[] = [];
  layout.ratings.forEach((columns, k) => {
    const n = k + 1;
    const ratingName = cell(columns.name).trim();
    const ratingDescription = cell(columns.description);
    const pointsText = decimal(cell(columns.points));
    if (ratingName === '') {
      // Canvas skips a rating without a name; one that said something is worth a note.
      if (ratingDescription.trim() !== '' || pointsText !== '')
        notes.push({ row, column: `rating_name_${n}`, key: 'rubrics.csv.rating_skipped', params: { n } });
      return;
    }
    if ([...ratingName].length > RUBRIC_LIMITS.name)
      problem(`rating_name_${n}`, 'rubrics.csv.too_long', { column: `Rating Name ${n}`, max: RUBRIC_LIMITS.name });
    if ([...ratingDescription].length > RUBRIC_LIMITS.text)
      problem(`rating_description_${n}`, 'rubrics.csv.too_long', {
        column: `Rating Description ${n}`,
        max: RUBRIC_LIMITS.text,
      });
    const points = pointsText === '' ? null : canvasPointsHundredths(pointsText);
    if (pointsText !== '' && (!points || points.hundredths > MAX_POINTS_HUNDREDTHS))
      problem(`rating_points_${n}`, 'rubrics.csv.points_invalid', { n });
    else if (points?.rounded)
      notes.push({
        row,
        column: `rating_points_${n}`,
        key: 'rubrics.csv.points_rounded',
        params: { n, points: points.hundredths / 100 },
      });
    ratings.push({ n, name: ratingName, description: ratingDescription, hundredths: points?.hundredths ?? null });
  });
  if (ratings.length === 0) problem('rating_name_1', 'rubrics.csv.ratings_missing');
  if (ratings.length > RUBRIC_LIMITS.levels)
    problem(`rating_name_${(ratings[RUBRIC_LIMITS.levels] as Rating).n}`, 'rubrics.csv.too_many_ratings', {
      max: RUBRIC_LIMITS.levels,
    });

  const weightText = decimal(cell(layout.weight));
  const weight = weightText === '' ? 1 : Number(weightText);
  if (weightText !== '' && (!/^\d+(\.\d+)?$/.test(weightText) || weight > 100))
    problem('tessera_criteria_weight', 'rubrics.csv.weight_invalid');
  const naText = cell(layout.enableNA).trim().toLowerCase();
  if (!['', 'true', 'false', '1', '0'].includes(naText))
    problem('tessera_rubric_enable_na', 'rubrics.csv.boolean_invalid', { column: TESSERA_RUBRIC_COLUMNS.enableNA });
  const pointText = decimal(cell(layout.point));
  if (pointText !== '' && !isRubricScoreInput(pointText))
    problem('tessera_rubric_default_points', 'rubrics.csv.default_points_invalid');

  if (problems.length > before) return null;
  return {
    rubric,
    criterion: {
      row,
      name,
      description,
      range,
      ratings,
      weight,
      enableNA: naText === 'true' || naText === '1',
      point: pointText === '' ? 1 : Number(pointText),
    },
  };
}

/**
 * How a criterion's points fit a cell (0 to 99.99): divided by 1, 10 or 100, the weight multiplied by the
 * same; `exact` when no hundredth was lost.
 */
function fitToCells(hundredths: readonly number[]): { factor: 1 | 10 | 100; cells: number[]; exact: boolean } {
  const highest = Math.max(0, ...hundredths);
  const factor = highest < 10_000 ? 1 : highest < 100_000 ? 10 : 100;
  const cells = hundredths.map((value) => Math.floor((value + factor / 2) / factor) / 100);
  return { factor, cells, exact: hundredths.every((value) => value % factor === 0) };
}

/** One rubric from its criterion rows (all read without problems). */
function buildRubric(
  title: string,
  criteria: readonly CriterionRow[],
  problems: CanvasCsvIssue[],
  notes: CanvasCsvIssue[],
): RubricDefinition | null {
  const before = problems.length;
  const [first] = criteria as [CriterionRow];
  for (const criterion of criteria.slice(1)) {
    if (criterion.enableNA !== first.enableNA)
      problems.push({
        row: criterion.row,
        column: 'tessera_rubric_enable_na',
        key: 'rubrics.csv.rubric_values_differ',
        params: { column: TESSERA_RUBRIC_COLUMNS.enableNA },
      });
    if (criterion.point !== first.point)
      problems.push({
        row: criterion.row,
        column: 'tessera_rubric_default_points',
        key: 'rubrics.csv.rubric_values_differ',
        params: { column: TESSERA_RUBRIC_COLUMNS.point },
      });
  }
  if (criteria.length > RUBRIC_LIMITS.criteria) {
    const extra = criteria[RUBRIC_LIMITS.criteria] as CriterionRow;
    problems.push({
      row: extra.row,
      column: 'criteria_name',
      key: 'rubrics.csv.too_many_criteria',
      params: { max: RUBRIC_LIMITS.criteria },
    });
  }
  // Points that are all 0 (or absent) are a rubric without points: plain (spec 1 §4).
  const scored = criteria.some((criterion) => criterion.ratings.some((rating) => (rating.hundredths ?? 0) > 0));
  if (scored) {
    for (const criterion of criteria) {
      for (const rating of criterion.ratings) {
        if (rating.hundredths === null)
          problems.push({
            row: criterion.row,
            column: `rating_points_${rating.n}`,
            key: 'rubrics.csv.points_missing',
            params: { n: rating.n },
          });
      }
    }
  }
  if (problems.length > before) return null;

  const fitted = criteria.map((criterion) => fitToCells(criterion.ratings.map((rating) => rating.hundredths ?? 0)));
  criteria.forEach((criterion, c) => {
    const { factor, exact } = fitted[c] as ReturnType<typeof fitToCells>;
    if (!scored) return;
    if (factor > 1 && criterion.weight * factor > 100)
      problems.push({
        row: criterion.row,
        column: 'tessera_criteria_weight',
        key: 'rubrics.csv.scaled_weight_too_large',
        params: { factor },
      });
    else if (factor > 1)
      notes.push({
        row: criterion.row,
        column: 'criteria_name',
        key: 'rubrics.csv.points_scaled',
        params: { factor, exact: exact ? 'yes' : 'no' },
      });
    if (criterion.range)
      notes.push({ row: criterion.row, column: 'criteria_enable_range', key: 'rubrics.csv.range_converted' });
  });
  if (problems.length > before) return null;

  const levelCount = Math.max(...criteria.map((criterion) => criterion.ratings.length));
  const levels = Array.from({ length: levelCount }, (_, k) => ({
    id: `level-${k + 1}`,
    name: (criteria.find((criterion) => criterion.ratings[k]) as CriterionRow).ratings[k]?.name as string,
  }));
  const contents: string[][] = [];
  const points: number[][] = [];
  criteria.forEach((criterion, c) => {
    const { cells } = fitted[c] as ReturnType<typeof fitToCells>;
    const lowest = Math.min(...cells);
    if (criterion.ratings.length < levelCount)
      notes.push({
        row: criterion.row,
        column: 'criteria_name',
        key: 'rubrics.csv.padded',
        params: { count: criterion.ratings.length, levels: levelCount },
      });
    if (criterion.ratings.some((rating, k) => rating.name !== levels[k]?.name))
      notes.push({ row: criterion.row, column: 'criteria_name', key: 'rubrics.csv.rating_names_kept' });
    contents.push(
      levels.map((level, k) => {
        const rating = criterion.ratings[k];
        if (!rating) return '';
        if (rating.name === level.name) return rating.description;
        return rating.description.trim() === '' ? rating.name : `${rating.name}: ${rating.description}`;
      }),
    );
    points.push(levels.map((_, k) => cells[k] ?? lowest));
  });
  return {
    title,
    levels,
    criterias: criteria.map((criterion, c) => ({
      id: `criterion-${c + 1}`,
      name: criterion.name,
      description: criterion.description,
    })),
    point: first.point,
    weight: criteria.map((criterion, c) => criterion.weight * (scored ? (fitted[c] as { factor: number }).factor : 1)),
    enableNA: first.enableNA,
    points: scored ? points : [],
    contents,
    statements_mapping: { criteria_mapping: {}, statements: [] },
  };
}

/** The rubrics of a Canvas rubric CSV file, parsed into records (parseCsv); see the module comment. */
export function rubricsFromCanvasCsv(records: readonly (readonly string[])[]): CanvasCsvImport {
  const [header = [], ...rest] = records;
  const layout = layoutOf(header);
  if ('row' in layout) return { ok: false, problems: [layout] };
  const rows = rest.map((cells, index) => ({ cells, row: index + 2 })).filter(({ cells }) => !isBlankRecord(cells));
  if (rows.length === 0) return { ok: false, problems: [{ row: 0, column: 'file', key: 'rubrics.csv.no_rows' }] };
  if (rows.length > CANVAS_IMPORT_LIMITS.rows)
    return {
      ok: false,
      problems: [
        { row: 0, column: 'file', key: 'rubrics.csv.too_many_rows', params: { max: CANVAS_IMPORT_LIMITS.rows } },
      ],
    };

  const problems: CanvasCsvIssue[] = [];
  const notes: CanvasCsvIssue[] = [];
  const byRubric = new Map<string, CriterionRow[]>();
  const rowsWithProblems = new Set<string>();
  for (const { cells, row } of rows) {
    const read = readRow(cells, row, layout, problems, notes);
    const title = unescaped(cells[layout.rubric]).trim();
    if (!read) {
      rowsWithProblems.add(title);
      continue;
    }
    const list = byRubric.get(read.rubric) ?? [];
    list.push(read.criterion);
    byRubric.set(read.rubric, list);
  }
  const titles = [...new Set([...byRubric.keys(), ...rowsWithProblems].filter((title) => title !== ''))];
  if (titles.length > CANVAS_IMPORT_LIMITS.rubrics)
    problems.push({
      row: 0,
      column: 'file',
      key: 'rubrics.csv.too_many_rubrics',
      params: { max: CANVAS_IMPORT_LIMITS.rubrics },
    });
  const rubrics: RubricDefinition[] = [];
  for (const [title, criteria] of byRubric) {
    if (rowsWithProblems.has(title)) continue; // its rows are reported; a half rubric is not built
    const rubric = buildRubric(title, criteria, problems, notes);
    if (rubric) rubrics.push(rubric);
  }
  if (problems.length > 0) {
    const sorted = problems.sort((a, b) => a.row - b.row);
    return { ok: false, problems: sorted.slice(0, CANVAS_IMPORT_LIMITS.problems) };
  }
  return { ok: true, rubrics, notes: notes.sort((a, b) => a.row - b.row) };
}
