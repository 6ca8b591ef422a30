import type { ImportKind } from '@tessera/shared';
import { academicDataImport } from './academic-data';
import { groupTemplatesImport } from './group-templates';
import { groupsImport } from './groups';
import type { ImportKindRules } from './kind';
import { membershipsImport } from './memberships';
import { sectionMembersImport } from './section-members';
import { importHierarchy } from './import-hierarchy';
import { labelsImport } from './labels';
import { sitesImport } from './sites';
import { termsImport } from './terms';
import { usersImport } from './users';

/** The kinds read from one CSV file; `oneroster` reads a bundle and writes it through these (jobs/imports/bundle). */
export type FileImportKind = Exclude<ImportKind, 'oneroster'>;

/** Each import kind's rules and writer (shared's IMPORT_KINDS: a kind is listed there once it is here). */
export const IMPORT_KIND_RULES: Record<FileImportKind, ImportKindRules> = {
  terms: termsImport,
  users: usersImport,
  'academic-data': academicDataImport,
  'group-templates': groupTemplatesImport,
  groups: groupsImport,
  memberships: membershipsImport,
  'section-members': sectionMembersImport,
  'import-hierarchy': importHierarchy,
  sites: sitesImport,
  labels: labelsImport,
};
