import { CSV_IMPORT_COLUMNS, type CsvImportKind } from '@tessera/shared';

const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A template file for the import: the header row (every column) and one example row. */
export function csvTemplate(kind: CsvImportKind): string {
  const { required, optional, example } = CSV_IMPORT_COLUMNS[kind];
  return `${[...required, ...optional].map(quote).join(',')}\r\n${example.map(quote).join(',')}\r\n`;
}
