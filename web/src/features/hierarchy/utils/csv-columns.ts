import type { CsvImportKind } from '../api/import-csv';

/**
 * The columns each CSV import reads (the header row names them, in any order and case), as the import endpoint
 * checks them: the required ones first, the first naming the row in the result.
 */
export const CSV_COLUMNS: Record<CsvImportKind, { required: string[]; optional: string[]; example: string[] }> = {
  labels: { required: ['name'], optional: [], example: ['Mathematics'] },
  sites: { required: ['name'], optional: ['site_category'], example: ['Riverside Elementary', 'Elementary school'] },
  groups: {
    required: ['group_code', 'title'],
    optional: ['term_code', 'start_date', 'end_date'],
    example: ['EDU101-01', 'Foundations of Teaching', 'FA2026', '08/15/2026', '12/31/2026'],
  },
};

const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A template file for the import: the header row (every column) and one example row. */
export function csvTemplate(kind: CsvImportKind): string {
  const { required, optional, example } = CSV_COLUMNS[kind];
  return `${[...required, ...optional].map(quote).join(',')}\r\n${example.map(quote).join(',')}\r\n`;
}
