import { type HierarchyMessageKey } from '../messages/hierarchy';

/** CSV uploads (members, groups, sites, labels) (spec 2 §5, §8). */

/**
 * spec 2 §5: a CSV upload must end in .csv, else "Invalid file type". The check ignores case (".CSV" is what
 * some spreadsheet programs write).
 */
export function validateCsvUpload(fileName: string): HierarchyMessageKey | undefined {
  return fileName.trim().toLowerCase().endsWith('.csv') ? undefined : 'hierarchy.upload.invalid_type';
}

/**
 * spec 2 §5: a failed upload shows the server's members message, or "file upload error" when there is none.
 */
export function csvUploadFailureMessage(
  response: { members?: unknown } | null | undefined,
): { text: string } | { key: HierarchyMessageKey } {
  const members = response?.members;
  const text = Array.isArray(members) ? members.filter((item) => typeof item === 'string').join(' ') : members;
  return typeof text === 'string' && text.trim() !== '' ? { text: text.trim() } : { key: 'hierarchy.upload.failed' };
}
