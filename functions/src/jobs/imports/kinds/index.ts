import type { ImportKind } from '@tessera/shared';
import { academicDataImport } from './academic-data';
import type { ImportKindRules } from './kind';
import { termsImport } from './terms';
import { usersImport } from './users';

/** Each import kind's rules and writer (shared's IMPORT_KINDS: a kind is listed there once it is here). */
export const IMPORT_KIND_RULES: Record<ImportKind, ImportKindRules> = {
  terms: termsImport,
  users: usersImport,
  'academic-data': academicDataImport,
};
