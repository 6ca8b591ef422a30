import type { ImportKind } from '@tessera/shared';
import type { ImportKindRules } from './kind';
import { importHierarchy } from './import-hierarchy';
import { labelsImport } from './labels';
import { sitesImport } from './sites';
import { termsImport } from './terms';

/** Each import kind's rules and writer (shared's IMPORT_KINDS: a kind is listed there once it is here). */
export const IMPORT_KIND_RULES: Record<ImportKind, ImportKindRules> = {
  terms: termsImport,
  'import-hierarchy': importHierarchy,
  sites: sitesImport,
  labels: labelsImport,
};
