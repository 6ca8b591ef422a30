import { type TemplatesMessageKey } from '../messages/templates';
import { cleanName, nameKey } from '../text/names';

/**
 * Template folder names (spec 3 §5): blank gives "Can't be blank."; a name another folder already has,
 * ignoring case, gives "Folder named %{name}s already exists." (with the name as cleaned). Names are cleaned
 * and compared as in text/names.ts; the folder itself (by id) is excluded when renaming.
 */
export function validateTemplateFolderName(
  name: string,
  existing: ReadonlyArray<{ id: string; name: string }>,
  selfId?: string,
): { key: TemplatesMessageKey; params?: { name: string } } | undefined {
  const wanted = cleanName(name);
  if (wanted === '') return { key: 'templates.folder.blank' };
  const key = nameKey(wanted);
  const taken = existing.some((folder) => folder.id !== selfId && nameKey(folder.name) === key);
  return taken ? { key: 'templates.folder.name_taken', params: { name: wanted } } : undefined;
}
