import { cleanName, cutToCodePoints, nameKey } from '../text/names';
import { canCreateFolder, type HierarchyPath } from './folder-tree';

/**
 * Names of hierarchy folders (nodes) (spec 2 §5, §8, §9). Uniqueness is among the folder's siblings (folders
 * with the same parent): the spec does not say, and two departments in different faculties may well both be
 * called "History". Names are cleaned and compared by text/names.ts: NFC, invisible characters removed,
 * trimmed, case-folded, so "Café", "Cafe\u0301" and "CAFÉ\u200b" are one name.
 */

/** spec 2 §5, §9: folder name max length 255 (counted in code points, so an emoji counts as one). */
export const FOLDER_NAME_MAX_LENGTH = 255;

const comparable = nameKey;

/** True when another sibling already has this name, ignoring case (the folder itself, by id, excluded). */
export function isFolderNameTaken(
  name: string,
  siblings: ReadonlyArray<{ id?: string; text: string }>,
  selfId?: string,
): boolean {
  const wanted = comparable(name);
  return siblings.some(
    (sibling) => (selfId === undefined || sibling.id !== selfId) && comparable(sibling.text) === wanted,
  );
}

export type FolderRenameResult = { ok: true; name: string } | { ok: false; error: 'hierarchy.folder.name_taken' };

/**
 * A rename (spec 2 §5): the name is cleaned (cleanName) and cut to 255 code points (the input's maximum
 * length; a longer name reaching the server is cut the same way rather than refused, never inside a
 * character); an empty name reverts to the old name; a
 * name a sibling already has (any case) gives "This folder name has been taken." and the user edits it again.
 */
export function renameFolder(input: {
  name: string;
  previousName: string;
  siblings: ReadonlyArray<{ id?: string; text: string }>;
  selfId?: string;
}): FolderRenameResult {
  const name = cleanName(input.name, FOLDER_NAME_MAX_LENGTH);
  if (name === '') return { ok: true, name: input.previousName };
  if (isFolderNameTaken(name, input.siblings, input.selfId)) return { ok: false, error: 'hierarchy.folder.name_taken' };
  return { ok: true, name };
}

/**
 * spec 2 §5: new folders default to "Folder name - N", N being the smallest number from 1 that no sibling uses.
 * `nameFor(n)` writes the name in the user's language (the catalogue's `hierarchy.folder.default_name`): the
 * rule takes it as a function so it stays free of the message formatter, which servers load only on use.
 */
export function defaultFolderName(siblingNames: readonly string[], nameFor: (n: number) => string): string {
  const taken = new Set(siblingNames.map(comparable));
  for (let n = 1; ; n += 1) {
    const candidate = nameFor(n);
    if (!taken.has(comparable(candidate))) return candidate;
  }
}

/**
 * spec 2 §5: a folder copied or moved next to a sibling of the same name is renamed "name - suffix": the
 * suffix is the smallest number from 2 (the original being the first) that makes the name unique. A name
 * that is already unique is kept. The result is kept within 255 characters by shortening the name, not the
 * suffix.
 */
export function uniqueFolderName(name: string, siblingNames: readonly string[]): string {
  const taken = new Set(siblingNames.map(comparable));
  const base = cleanName(name);
  if (!taken.has(comparable(base))) return cutToCodePoints(base, FOLDER_NAME_MAX_LENGTH).trim();
  for (let suffix = 2; ; suffix += 1) {
    const tail = ` - ${suffix}`;
    const candidate = cutToCodePoints(base, FOLDER_NAME_MAX_LENGTH - tail.length) + tail;
    if (!taken.has(comparable(candidate))) return candidate;
  }
}

export type NewFolderCheck =
  { ok: true; name: string } | { ok: false; problem: 'root_full' | 'too_deep' | 'hierarchy.folder.name_taken' };

/**
 * The rules of a new folder (spec 2 §5, §9), one place for the create-node use case and the hierarchy import:
 * where it goes (at most 2 at the top, at most 100 levels: canCreateFolder) and its name among its siblings
 * (renameFolder: cleaned, cut to 255, unique ignoring case). An empty name stays empty: the caller names it
 * ("Folder name - N" in the creator's language, or a refusal).
 */
export function checkNewFolder(input: {
  parent: { path: HierarchyPath } | null;
  nodes: ReadonlyArray<{ parent: string | null }>;
  siblings: ReadonlyArray<{ id?: string; text: string }>;
  name: string;
}): NewFolderCheck {
  const placement = canCreateFolder(input.parent, input.nodes);
  if (!placement.ok) return { ok: false, problem: placement.problem === 'root_full' ? 'root_full' : 'too_deep' };
  const named = renameFolder({ name: input.name, previousName: '', siblings: input.siblings });
  return named.ok ? { ok: true, name: named.name } : { ok: false, problem: named.error };
}
