import { CSV_FORMULA_TRIGGERS, toCsv, type CsvValue } from '../csv/write';
import type { MessageParams } from '../messages/format';
import type { RubricsMessageKey } from '../messages/rubrics';
import { criterionWeight, rubricMode, RUBRIC_LIMITS, type RubricDefinition } from './rubric-definition';
import { isRubricScoreInput } from './rubric-score-input';

/**
 * Rubrics from and to the CSV file Canvas LMS imports rubrics from (its "Import rubrics" template, read by
 * Canvas's RubricCSVImporter): a header row, then one row per criterion —
 *   Rubric Name, Criteria Name, Criteria Description, Criteria Enable Range, then repeating groups of
 *   Rating Name, Rating Description, Rating Points (the headers may carry a number: "Rating Name 2").
 * Rows with the same Rubric Name make one rubric, in file order; a file may hold several. Rows may be ragged
 * (a criterion with fewer ratings stops early). Points may use a decimal comma ("1,75"). Criteria Enable
 * Range is true or 1 for a criterion scored within point ranges.
 *
 * How that maps onto Tessera's grid of criteria × levels (spec 1 §3), chosen where the formats differ:
 * - a rating group is a level, in order; a level is named after the first criterion's rating at that
 *   position; a rating with another name keeps it at the start of its cell text ("Name: description");
 * - a criterion with fewer ratings than the rubric has levels gets the missing cells with no text and its own
 *   lowest points (so its maximum does not change), and the import says so in a note on that row;
 * - no points anywhere in a rubric makes it a plain rubric (spec 1 §4); points on some ratings only is an
 *   error; points follow the rubric score input rule (0 to 99.99, two decimals at most, spec 1 §5);
 * - point ranges have no equivalent (a level scores its points): a criterion with Criteria Enable Range true
 *   is refused with a sentence saying so, rather than imported with a different meaning;
 * - what Canvas has no column for travels in three columns of ours after the ratings, which Canvas ignores
 *   (it reads columns by name): Tessera Criteria Weight, Tessera Rubric Enable NA, Tessera Rubric Default
 *   Points. So an export imported again gives the same rubric (ids apart: the file has none; statement
 *   alignment apart: it names this organisation's statements, which another system cannot resolve).
 * Export: every cell escaped by shared's toCsv (a cell starting with =, +, -, @, tab or CR gets a leading
 * single quote: CSV injection); import takes that quote off again. No byte-order mark: Canvas reads the first
 * header by name, and "\uFEFFRubric Name" would not match. A bad file is reported row by row (`problems`)
 * and nothing of it is imported.
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

/** Most rubrics one file may create, and most rows it may hold (spec 2 §9: CSV import max errors 1000). */
export const CANVAS_IMPORT_LIMITS = { rubrics: 20, rows: 1000, problems: 1000 } as const;

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
      score ? (rubric.points[c]?.[l] ?? null) : null,
    ]),
    criterionWeight(rubric, c),
    rubric.enableNA,
    rubric.point,
  ]);
  return toCsv(rows, { header });
}

/** A cell as typed before the export escaped it: a quote put before a formula character comes off. */
function unescaped(cell: string | undefined): string {
  const text = cell ?? '';
  return text.startsWith("'") && (CSV_FORMULA_TRIGGERS as readonly string[]).includes(text.charAt(1))
    ? text.slice(1)
    : text;
}

const normalHeader = (cell: string) => unescaped(cell).trim().toLowerCase();

interface Layout {
  fixed: Record<(typeof CANVAS_RUBRIC_COLUMNS)[number], number>;
  ratings: { name: number; description: number; points: number }[];
  weight: number | null;
  enableNA: number | null;
  point: number | null;
}

/** Where each column is; null with the problem when a required one is missing. */
function layoutOf(header: readonly string[]): Layout | CanvasCsvIssue {
  const names = header.map(normalHeader);
  const find = (name: string) => names.indexOf(name.toLowerCase());
  const fixed = {} as Layout['fixed'];
  for (const column of CANVAS_RUBRIC_COLUMNS) {
    const at = find(column);
    if (at < 0) return { row: 1, column: 'file', key: 'rubrics.csv.missing_column', params: { column } };
    fixed[column] = at;
  }
  const positions = (prefix: string) =>
    names.flatMap((name, index) => (name.startsWith(prefix.toLowerCase()) ? [index] : []));
  const [names_, descriptions, points] = CANVAS_RATING_COLUMNS.map(positions) as [number[], number[], number[]];
  if (names_.length === 0)
    return { row: 1, column: 'file', key: 'rubrics.csv.missing_column', params: { column: 'Rating Name' } };
  if (descriptions.length !== names_.length || points.length !== names_.length)
    return { row: 1, column: 'file', key: 'rubrics.csv.rating_columns' };
  const optional = (name: string) => {
    const at = find(name);
    return at < 0 ? null : at;
  };
  return {
    fixed,
    ratings: names_.map((name, k) => ({ name, description: descriptions[k] as number, points: points[k] as number })),
    weight: optional(TESSERA_RUBRIC_COLUMNS.weight),
    enableNA: optional(TESSERA_RUBRIC_COLUMNS.enableNA),
    point: optional(TESSERA_RUBRIC_COLUMNS.point),
  };
}

interface Rating {
  name: string;
  description: string;
  points: number | null;
}

interface CriterionRow {
  row: number;
  name: string;
  description: string;
  ratings: Rating[];
  weight: number;
  enableNA: boolean;
  point: number;
}

const isBlankRecord = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');
const decimal = (text: string) => text.trim().replace(',', '.');

/** Reads one criterion row; problems go to `problems`, null when the row cannot be used. */
function readRow(
  cells: readonly string[],
  row: number,
  layout: Layout,
  problems: CanvasCsvIssue[],
): { rubric: string; criterion: CriterionRow } | null {
  const before = problems.length;
  const problem = (column: string, key: RubricsMessageKey, params?: MessageParams) =>
    problems.push({ row, column, key, ...(params ? { params } : {}) });
  const cell = (index: number | null) => (index === null ? '' : unescaped(cells[index]));
  const rubric = cell(layout.fixed['Rubric Name']).trim();
  const name = cell(layout.fixed['Criteria Name']).trim();
  const description = cell(layout.fixed['Criteria Description']);
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
  if (['true', '1'].includes(cell(layout.fixed['Criteria Enable Range']).trim().toLowerCase()))
    problem('criteria_enable_range', 'rubrics.csv.range_unsupported');

  const ratings: Rating[] = [];
  layout.ratings.forEach((columns, k) => {
    const n = k + 1;
    const ratingName = cell(columns.name).trim();
    const ratingDescription = cell(columns.description);
    const pointsText = decimal(cell(columns.points));
    if (ratingName === '' && ratingDescription.trim() === '' && pointsText === '') return; // no rating here
    if (ratingName === '') problem(`rating_name_${n}`, 'rubrics.csv.rating_name_missing', { n });
    else if ([...ratingName].length > RUBRIC_LIMITS.name)
      problem(`rating_name_${n}`, 'rubrics.csv.too_long', { column: `Rating Name ${n}`, max: RUBRIC_LIMITS.name });
    if ([...ratingDescription].length > RUBRIC_LIMITS.text)
      problem(`rating_description_${n}`, 'rubrics.csv.too_long', {
        column: `Rating Description ${n}`,
        max: RUBRIC_LIMITS.text,
      });
    if (pointsText !== '' && !isRubricScoreInput(pointsText))
      problem(`rating_points_${n}`, 'rubrics.csv.points_invalid', { n });
    ratings.push({
      name: ratingName,
      description: ratingDescription,
      points: pointsText === '' ? null : Number(pointsText),
    });
  });
  if (ratings.length === 0) problem('rating_name_1', 'rubrics.csv.ratings_missing');
  if (ratings.length > RUBRIC_LIMITS.levels)
    problem(`rating_name_${RUBRIC_LIMITS.levels + 1}`, 'rubrics.csv.too_many_ratings', { max: RUBRIC_LIMITS.levels });

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
      ratings,
      weight,
      enableNA: naText === 'true' || naText === '1',
      point: pointText === '' ? 1 : Number(pointText),
    },
  };
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
  const scored = criteria.some((criterion) => criterion.ratings.some((rating) => rating.points !== null));
  if (scored) {
    for (const criterion of criteria) {
      criterion.ratings.forEach((rating, k) => {
        if (rating.points === null)
          problems.push({
            row: criterion.row,
            column: `rating_points_${k + 1}`,
            key: 'rubrics.csv.points_missing',
            params: { n: k + 1 },
          });
      });
    }
  }
  if (problems.length > before) return null;

  const levelCount = Math.max(...criteria.map((criterion) => criterion.ratings.length));
  const levels = Array.from({ length: levelCount }, (_, k) => ({
    id: `level-${k + 1}`,
    name: (criteria.find((criterion) => criterion.ratings[k]) as CriterionRow).ratings[k]?.name as string,
  }));
  const contents: string[][] = [];
  const points: number[][] = [];
  for (const criterion of criteria) {
    const lowest = Math.min(...criterion.ratings.map((rating) => rating.points ?? 0));
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
    points.push(levels.map((_, k) => criterion.ratings[k]?.points ?? lowest));
  }
  return {
    title,
    levels,
    criterias: criteria.map((criterion, c) => ({
      id: `criterion-${c + 1}`,
      name: criterion.name,
      description: criterion.description,
    })),
    point: first.point,
    weight: criteria.map((criterion) => criterion.weight),
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
  const byRubric = new Map<string, CriterionRow[]>();
  const rowsWithProblems = new Set<string>();
  for (const { cells, row } of rows) {
    const read = readRow(cells, row, layout, problems);
    const title = unescaped(cells[layout.fixed['Rubric Name']]).trim();
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
  const notes: CanvasCsvIssue[] = [];
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
  return { ok: true, rubrics, notes };
}
