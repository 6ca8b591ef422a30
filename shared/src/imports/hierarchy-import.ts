import { FOLDER_NAME_MAX_LENGTH } from '../hierarchy/folder-names';
import { TREE_MAX_DEPTH } from '../hierarchy/folder-tree';
import { cleanName, nameKey } from '../text/names';
import type { ImportColumn } from './kinds';
import { itemRowProblem, type ItemRowCheck } from './named-item-rows';

/**
 * The hierarchy file (spec 2 §3 "Hierarchy node": text, parent, path, platform_mountable_type; spec 2 §5's
 * folder rules): one node per row, named by its path of folder names from the top of the tree, separated by
 * "/" ("State University/College of Education/Teacher Education"). A row's missing ancestors are created
 * (as folders) before it; a path the tree already has is that node (names compared as the tree compares
 * sibling names: case and invisible characters ignored), so a file imports again to the same tree. `type` is
 * the node's kind (institution, college, department, program, folder); empty keeps an existing node's and
 * makes a new one a folder. Run on a node (`node_id`), every path must lie within that node's.
 */
export const HIERARCHY_NODE_TYPES = ['institution', 'college', 'department', 'program', 'folder'] as const;
export type HierarchyNodeType = (typeof HIERARCHY_NODE_TYPES)[number];

export const HIERARCHY_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { name: 'path', required: true, aliases: ['node_path', 'folder_path'] },
  { name: 'type', required: false, aliases: ['platform_mountable_type', 'node_type'] },
];

export const HIERARCHY_TEMPLATE_ROWS: readonly (readonly string[])[] = [
  HIERARCHY_IMPORT_COLUMNS.map((column) => column.name),
  ['State University', 'institution'],
  ['State University/College of Education', 'college'],
  ['State University/College of Education/Teacher Education', 'department'],
  ['State University/College of Education/Teacher Education/Elementary Education BA', 'program'],
];

/** The separator of a path's folder names. */
export const HIERARCHY_PATH_SEPARATOR = '/';

export interface HierarchyRow {
  /** The folder names from the top down, cleaned (cleanName); empty segments ("a//b", a leading "/") dropped. */
  names: string[];
  /** The type the row sets, or null to keep an existing node's (a new one is a folder). */
  type: HierarchyNodeType | null;
}

/** A path's comparison key: its names' nameKeys, so a path compares as its folders' names do. */
export const hierarchyPathKey = (names: readonly string[]): string =>
  names.map((name) => nameKey(name)).join(HIERARCHY_PATH_SEPARATOR);

/** The folder names of a path cell, cleaned, empty ones dropped. */
export const hierarchyPathNames = (path: string): string[] =>
  path
    .split(HIERARCHY_PATH_SEPARATOR)
    .map((segment) => cleanName(segment))
    .filter((segment) => segment !== '');

/**
 * A hierarchy row: its path's names and its type, or the row's problem: names at most 255 characters, and a
 * path no deeper than the tree may go (refused before any of its folders is created; the writer still
 * applies the create-node rules to each folder).
 */
export function hierarchyRowOf(values: Readonly<Record<string, unknown>>): ItemRowCheck<HierarchyRow> {
  const names = hierarchyPathNames(String(values.path ?? ''));
  if (names.length === 0) return itemRowProblem('required', 'path');
  if (names.some((name) => [...name].length > FOLDER_NAME_MAX_LENGTH)) {
    return itemRowProblem('too_long', 'path', { max: FOLDER_NAME_MAX_LENGTH });
  }
  if (names.length > TREE_MAX_DEPTH) return itemRowProblem('too_deep', 'path', { max: TREE_MAX_DEPTH });
  const typeText = cleanName(String(values.type ?? '')).toLowerCase();
  if (typeText === '') return { ok: true, value: { names, type: null } };
  const type = HIERARCHY_NODE_TYPES.find((candidate) => candidate === typeText);
  if (!type) return itemRowProblem('invalid_choice', 'type', { values: HIERARCHY_NODE_TYPES.join(', ') });
  return { ok: true, value: { names, type } };
}
