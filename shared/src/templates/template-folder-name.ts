import { type TemplatesMessageKey } from '../messages/templates';

/**
 * Template folder names (spec 3 §5): blank gives "Can't be blank."; a name another folder already has,
 * ignoring case, gives "Folder named %{name}s already exists." (with the name as entered, trimmed). Names are
 * compared trimmed; the folder itself (by id) is excluded when renaming.
 */
export function validateTemplateFolderName(
  name: string,
  existing: ReadonlyArray<{ id: string; name: string }>,
  selfId?: string,
): { key: TemplatesMessageKey; params?: { name: string } } | undefined {
  const wanted = name.trim();
  if (wanted === '') return { key: 'templates.folder.blank' };
  const taken = existing.some(
    (folder) => folder.id !== selfId && folder.name.trim().toLowerCase() === wanted.toLowerCase(),
  );
  return taken ? { key: 'templates.folder.name_taken', params: { name: wanted } } : undefined;
}
