import { parseCsv } from '@tessera/shared';

/**
 * How Canvas LMS reads a rubric CSV file, for the round-trip tests (issue 21): the steps of Canvas's
 * RubricCSVImporter#parse and RubricImport#process_rubrics, then Rubric#generate_criteria, which it saves
 * through (instructure/canvas-lms, app/models/rubric_csv_importer.rb, rubric_import.rb, rubric.rb):
 * - rating columns are the headers that contain "rating name", "rating description", "rating points"
 *   (case-insensitive), paired by position; the fixed columns are read by their exact names;
 * - a rating whose name cell is nil (an empty unquoted cell in Ruby's CSV) is skipped;
 * - a rating's points are `cell.tr(",", ".").to_f.round(2)`: a nil points cell raises, and the whole import
 *   fails ("An error occurred while importing rubrics.");
 * - a missing Rubric Name or Criteria Name, or a criterion with no ratings, is an error for that rubric;
 * - each criterion's ratings are then sorted by points, highest first, then by name; a criterion is worth its
 *   highest rating.
 * Tessera's exports never quote an empty cell, so an empty cell here is what Ruby's CSV reads as nil.
 */
export interface CanvasRating {
  description: string;
  long_description: string;
  points: number;
}
export interface CanvasCriterion {
  description: string;
  long_description: string;
  criterion_use_range: boolean | undefined;
  points: number;
  ratings: CanvasRating[];
}
export interface CanvasRubric {
  title: string;
  criteria: CanvasCriterion[];
}

/** Ruby's String#to_f: the leading decimal number, 0.0 when there is none. */
function rubyToF(text: string): number {
  const match = /^\s*[+-]?(?:\d[\d_]*)?(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text);
  const number = Number((match?.[0] ?? '').replaceAll('_', '').trim());
  return Number.isFinite(number) ? number : 0;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function readAsCanvas(content: string): { ok: true; rubrics: CanvasRubric[] } | { ok: false; error: string } {
  const parsed = parseCsv(content);
  if (!parsed.ok) return { ok: false, error: 'The file is not a valid CSV file.' };
  const [header = [], ...rows] = parsed.records;
  const indices = (words: string) =>
    header.flatMap((name, index) => (name.toLowerCase().includes(words) ? [index] : []));
  const names = indices('rating name');
  const descriptions = indices('rating description');
  const points = indices('rating points');
  const column = (name: string) => header.indexOf(name);
  const cell = (row: readonly string[], index: number | undefined): string | null => {
    if (index === undefined || index < 0) return null;
    const value = row[index];
    return value === undefined || value === '' ? null : value;
  };
  const byName = new Map<string, CanvasCriterion[]>();
  for (const row of rows) {
    const ratings: CanvasRating[] = [];
    for (const [k, nameIndex] of names.entries()) {
      const name = cell(row, nameIndex);
      if (name === null) continue;
      const pointsCell = cell(row, points[k]);
      if (pointsCell === null)
        return { ok: false, error: "An error occurred while importing rubrics. (undefined method 'tr' for nil)" };
      ratings.push({
        description: name.trim() || 'No Description',
        long_description: (cell(row, descriptions[k]) ?? '').trim(),
        points: round2(rubyToF(pointsCell.replaceAll(',', '.'))),
      });
    }
    const range = cell(row, column('Criteria Enable Range'));
    const title = cell(row, column('Rubric Name')) ?? '';
    const criterion: CanvasCriterion = {
      description: (cell(row, column('Criteria Name')) ?? '').trim(),
      long_description: (cell(row, column('Criteria Description')) ?? '').trim(),
      criterion_use_range: range === null ? undefined : ['true', '1'].includes(range.toLowerCase()),
      points: 0,
      ratings,
    };
    byName.set(title, [...(byName.get(title) ?? []), criterion]);
  }
  const rubrics: CanvasRubric[] = [];
  for (const [title, criteria] of byName) {
    if (title.trim() === '') return { ok: false, error: "Missing 'Rubric Name' in some rows." };
    for (const criterion of criteria) {
      if (criterion.description === '') return { ok: false, error: `Missing 'Criteria Name' for ${title}` };
      if (criterion.ratings.length === 0) return { ok: false, error: `Missing ratings for ${criterion.description}` };
      criterion.ratings.sort(
        (a, b) => b.points - a.points || (a.description < b.description ? -1 : a.description > b.description ? 1 : 0),
      );
      criterion.points = Math.max(...criterion.ratings.map((rating) => rating.points));
    }
    rubrics.push({ title, criteria });
  }
  return { ok: true, rubrics };
}
