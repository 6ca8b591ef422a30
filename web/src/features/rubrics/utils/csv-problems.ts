/** One problem (or note) of a Canvas CSV file: its row (null: the file as a whole), column and sentence. */
export interface CsvProblem {
  row: number | null;
  column: string;
  text: string;
}

/** `rating_points_1` → "Rating Points 1": the Canvas column as the file's header names it. */
export function canvasColumnName(column: string): string {
  return column
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The 400 of a bad file, as a list by row: its fields are keyed `rows.<row>.<column>`, or `file` (and
 * `filename`) for the file as a whole; sorted by row, the file's own problems first.
 */
export function csvProblems(fields: Record<string, string>, word: (text: string) => string): CsvProblem[] {
  const problems = Object.entries(fields).map(([key, text]): CsvProblem => {
    const match = /^rows\.(\d+)\.(.+)$/.exec(key);
    return match
      ? { row: Number(match[1]), column: canvasColumnName(match[2]!), text: word(text) }
      : { row: null, column: canvasColumnName(key), text: word(text) };
  });
  return problems.sort((a, b) => (a.row ?? -1) - (b.row ?? -1) || a.column.localeCompare(b.column));
}
