/**
 * The CSV imports of a node (spec 2 §9): the one registry of their columns, read by the import use case
 * (which columns a file must have, which one names the row in the result) and by the import dialog (the columns
 * it lists and the template file it offers), so the two cannot drift apart.
 */
export const CSV_IMPORT_KINDS = ['groups', 'sites', 'labels'] as const;
export type CsvImportKind = (typeof CSV_IMPORT_KINDS)[number];

export interface CsvImportColumns {
  /** Columns every file must have (header row, any case and order); the first names the row in the result. */
  readonly required: readonly [string, ...string[]];
  readonly optional: readonly string[];
  /** One example row for the template file, a value per column (required ones first). */
  readonly example: readonly string[];
}

export const CSV_IMPORT_COLUMNS: Readonly<Record<CsvImportKind, CsvImportColumns>> = {
  labels: { required: ['name'], optional: [], example: ['Mathematics'] },
  sites: { required: ['name'], optional: ['site_category'], example: ['Riverside Elementary', 'Elementary school'] },
  groups: {
    required: ['group_code', 'title'],
    optional: ['term_code', 'start_date', 'end_date'],
    example: ['EDU101-01', 'Foundations of Teaching', 'FA2026', '08/15/2026', '12/31/2026'],
  },
};
