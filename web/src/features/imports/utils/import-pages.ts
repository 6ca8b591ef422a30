import { IMPORT_KIND_TARGETS, IMPORT_KINDS, type ImportKind } from '@tessera/shared';

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

/**
 * What a page's import is started on, from the one registry (shared's IMPORT_KIND_TARGETS, which the server
 * checks): `node`, a folder the admin administers, required; `tree`, such a folder or, for a root admin only,
 * the whole hierarchy; null, the organisation (no folder to choose). Section kinds have no page of their own.
 */
export function folderTarget(kind: ImportKind): 'node' | 'tree' | null {
  const target = (IMPORT_KIND_TARGETS as Partial<Record<ImportKind, 'node' | 'section' | 'tree'>>)[kind];
  return target === 'node' || target === 'tree' ? target : null;
}

/** The page's path with its folder: the folder is the `node` query parameter, as on the extract pages. */
export const importFolderSearch = (nodeId: string) => (nodeId ? `?node=${encodeURIComponent(nodeId)}` : '');
