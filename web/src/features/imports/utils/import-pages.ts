import { IMPORT_KINDS, type ImportKind } from '@tessera/shared';

/**
 * The import pages of spec 2 §2 "Imports", in the spec's order: /import/<page>, the page being the second path
 * segment, users by default. A page whose kind the server does not import yet (shared's IMPORT_KINDS grows as
 * each kind is built) stays in the tabs and says so, so the spec's routes all answer.
 */
export const IMPORT_PAGES = [
  'users',
  'import-hierarchy',
  'group-templates',
  'groups',
  'memberships',
  'academic-data',
  'terms',
] as const;
export type ImportPage = (typeof IMPORT_PAGES)[number];

export const DEFAULT_IMPORT_PAGE: ImportPage = 'users';

export const isImportPage = (value: string | undefined): value is ImportPage =>
  (IMPORT_PAGES as readonly string[]).includes(value ?? '');

/** The page's import kind when the server imports it, else null. */
export function builtKind(page: ImportPage): ImportKind | null {
  return (IMPORT_KINDS as readonly string[]).includes(page) ? (page as ImportKind) : null;
}

export const importPath = (page: ImportPage) => `/import/${page}`;
