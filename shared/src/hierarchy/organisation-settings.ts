import { type HierarchyMessageKey } from '../messages/hierarchy';

/** Organisation settings: single sign-on and the Turnitin-type plagiarism setting (spec 2 §3, §4, §5). */

/** spec 2 §4: saving an SSO setting without a strategy deletes the setting. */
export function ssoSaveAction(setting: { strategy?: string | null }): 'update' | 'delete' {
  return (setting.strategy ?? '').trim() === '' ? 'delete' : 'update';
}

/**
 * spec 2 §5: testing the Turnitin-type connection requires url and api_key ("Field can't be blank"; checked
 * trimmed).
 */
export function validatePlagiarismConnection(setting: {
  url?: string | null;
  api_key?: string | null;
}): Partial<Record<'url' | 'api_key', HierarchyMessageKey>> {
  const errors: Partial<Record<'url' | 'api_key', HierarchyMessageKey>> = {};
  if ((setting.url ?? '').trim() === '') errors.url = 'hierarchy.plagiarism.field_blank';
  if ((setting.api_key ?? '').trim() === '') errors.api_key = 'hierarchy.plagiarism.field_blank';
  return errors;
}

/** spec 2 §5: shown when the service refuses the URL and key pair. */
export const PLAGIARISM_MISMATCH_MESSAGE = 'hierarchy.plagiarism.mismatch' satisfies HierarchyMessageKey;

/** spec 2 §3: faculty data permissions an organisation admin switches on or off. */
export const FACULTY_DATA_PERMISSIONS = ['academic_data', 'demographic_data'] as const;

/** spec 2 §3, §9: organisation languages. */
export const ORGANISATION_LANGUAGES = ['en', 'es'] as const;
