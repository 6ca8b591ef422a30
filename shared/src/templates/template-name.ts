import { cleanName, nameKey } from '../text/names';

/**
 * Template names (spec 2 §5): required ('Please enter a Template name.'); a duplicate, compared
 * case-insensitively and excluding the template itself, gives 'Template name is already taken. Please
 * enter a unique name.' Names are cleaned and compared as in text/names.ts (NFC, invisible characters
 * removed, trimmed, case-folded).
 */
export interface ExistingTemplateName {
  id: string;
  title: string;
}

export type TemplateNameError = 'templates.name_required' | 'templates.name_taken';

export function templateNameError(
  title: string,
  existing: readonly ExistingTemplateName[],
  selfId?: string | null,
): TemplateNameError | null {
  const wanted = nameKey(title);
  if (wanted === '') return 'templates.name_required';
  const taken = existing.some((template) => template.id !== selfId && nameKey(template.title) === wanted);
  return taken ? 'templates.name_taken' : null;
}

/**
 * GoReact text templates need non-empty text: 'Please enter a title or description.' (spec 2 §5). Read
 * as: a title or a description must hold something other than spaces.
 */
export function goReactTextError(
  title: string | null | undefined,
  description: string | null | undefined,
): 'templates.goreact_text_required' | null {
  return cleanName(title) === '' && (description ?? '').trim() === '' ? 'templates.goreact_text_required' : null;
}
