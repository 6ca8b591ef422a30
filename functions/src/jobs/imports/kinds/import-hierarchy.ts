import {
  checkNewFolder,
  HIERARCHY_IMPORT_COLUMNS,
  hierarchyPathKey,
  hierarchyPathNames,
  hierarchyRowOf,
  nameKey,
  type HierarchyRow,
} from '@tessera/shared';
import pLimit from 'p-limit';
import { ulid } from 'ulid';
import {
  freeRootSlot,
  insertNode,
  readChildByName,
  readOrganisationTree,
  saveNodeType,
  type OrganisationNode,
} from '../../../ports/hierarchy';
import { RowRefused, rowError, type ChunkRow, type ImportKindRules, type RowError, type RowOutcome } from './kind';

/** Rows of one depth written at once (each creates its missing folders, one transaction per folder). */
export const HIERARCHY_ROWS_IN_FLIGHT = 8;
/** Attempts of a row whose node changed under it (its type set) before it is `changed`. */
const TYPE_ATTEMPTS = 3;
/** The parent id of a top-level node (db's TOP_PARENT, shared's TREE_ROOT). */
const TOP = '#';

interface Valid {
  line: number;
  row: HierarchyRow;
}

/**
 * The chunk's view of the organisation's tree (read once, consistently, then kept as the chunk writes): a node
 * by its parent and name key, and every node for the tree's limits. Folders are created through `ensure`, one
 * promise per path, so rows sharing ancestors (in any order, several at once) create each folder once.
 */
class TreeWriter {
  private readonly byName = new Map<string, OrganisationNode>();
  private readonly nodes: OrganisationNode[];
  private readonly pending = new Map<string, Promise<OrganisationNode>>();

  constructor(
    private readonly organizationId: string,
    tree: OrganisationNode[],
    /** The type each path a row of the chunk names is created with (a missing ancestor is a folder). */
    private readonly typeOf: ReadonlyMap<string, OrganisationNode['mountableType']>,
  ) {
    this.nodes = [...tree];
    for (const node of tree) this.byName.set(this.nameKeyOf(node.parentId, node.text), node);
  }

  private nameKeyOf = (parentId: string, name: string) => `${parentId}\u0000${nameKey(name)}`;

  private remember(node: OrganisationNode) {
    if (!this.byName.has(this.nameKeyOf(node.parentId, node.text))) this.nodes.push(node);
    this.byName.set(this.nameKeyOf(node.parentId, node.text), node);
    return node;
  }

  /** The node at `names` (from the top), its missing ancestors and itself created in order. */
  ensure(names: readonly string[]): Promise<OrganisationNode> {
    const key = hierarchyPathKey(names);
    let promise = this.pending.get(key);
    if (!promise) {
      promise = this.create(names, key);
      this.pending.set(key, promise);
    }
    return promise;
  }

  private async create(names: readonly string[], key: string): Promise<OrganisationNode> {
    const parent = names.length > 1 ? await this.ensure(names.slice(0, -1)) : null;
    const parentId = parent?.nodeId ?? TOP;
    const name = names[names.length - 1]!;
    const known = this.byName.get(this.nameKeyOf(parentId, name));
    if (known) return known;
    const siblings = this.nodes.filter((node) => node.parentId === parentId);
    // The create-node use case's rules (shared's checkNewFolder): at most 2 at the top, 100 levels, the name.
    const checked = checkNewFolder({
      parent,
      nodes: this.nodes.map((node) => ({ parent: node.parentId })),
      siblings: siblings.map((node) => ({ id: node.nodeId, text: node.text })),
      name,
    });
    if (!checked.ok && checked.problem !== 'hierarchy.folder.name_taken') {
      throw new RowRefused(rowError(checked.problem, 'path'));
    }
    if (checked.ok) {
      const outcome = await insertNode({
        organizationId: this.organizationId,
        nodeId: ulid(),
        text: checked.name,
        parent,
        rootSlot: parent ? undefined : freeRootSlot(siblings),
        mountableType: this.typeOf.get(key) ?? 'folder',
      });
      if (outcome.status === 'created') return this.remember(outcome.node);
      if (outcome.status === 'parent_gone') throw new RowRefused(rowError('node_gone', 'path'));
      if (outcome.status === 'root_full') throw new RowRefused(rowError('root_full', 'path'));
      if (outcome.status === 'conflict') throw new RowRefused(rowError('changed'));
    }
    // The name was taken meanwhile (another delivery of this chunk, another chunk of the file): that node is it.
    const holder = await readChildByName(this.organizationId, parentId, name);
    if (!holder) throw new RowRefused(rowError('changed'));
    return this.remember(holder);
  }
}

/** Sets the row's type on its node when it differs, reading the node again when another writer changed it. */
async function applyType(node: OrganisationNode, row: HierarchyRow): Promise<RowError | null> {
  let current: OrganisationNode | null = node;
  for (let attempt = 0; attempt < TYPE_ATTEMPTS; attempt += 1) {
    if (!current) return rowError('node_gone', 'path');
    if (row.type === null || current.mountableType === row.type) return null;
    if ((await saveNodeType(current, row.type)) === 'saved') return null;
    current = await readChildByName(current.organizationId, current.parentId, current.text);
  }
  return rowError('changed');
}

/** The names of a node's path, from the top down. */
const namesOf = (node: OrganisationNode, byId: ReadonlyMap<string, OrganisationNode>) =>
  node.path.map((id) => byId.get(id)?.text ?? '');

/** Whether `names` is `within` or below it (names compared as siblings' are). */
const isWithin = (names: readonly string[], within: readonly string[]) =>
  names.length >= within.length && within.every((name, index) => nameKey(name) === nameKey(names[index]));

/**
 * The hierarchy import (shared's hierarchy-import.ts): each row's node by its path of names, missing ancestors
 * created first (rows taken a depth at a time, so a row's parent row of the same chunk is written before it),
 * idempotent by path. Run on a node (the log's node_id, administered by its starter), a row outside it is
 * refused; run without one (a root admin's), anywhere in the tree.
 */
export const importHierarchy: ImportKindRules = {
  kind: 'import-hierarchy',
  columns: HIERARCHY_IMPORT_COLUMNS,
  naturalKey: (values) => {
    const names = hierarchyPathNames(String(values.path ?? ''));
    return names.length === 0 ? null : hierarchyPathKey(names);
  },
  async importRows(organizationId, rows: readonly ChunkRow[], run): Promise<RowOutcome[]> {
    const outcomes: RowOutcome[] = [];
    const valid: Valid[] = [];
    for (const row of rows) {
      if (row.duplicateOf !== undefined) {
        outcomes.push({
          line: row.line,
          ok: false,
          error: rowError('duplicate_in_file', 'path', { line: row.duplicateOf }),
        });
        continue;
      }
      const checked = hierarchyRowOf(row.values);
      if (checked.ok) valid.push({ line: row.line, row: checked.value });
      else outcomes.push({ line: row.line, ok: false, error: { ...checked.problem } });
    }
    if (valid.length === 0) return outcomes;
    const tree = await readOrganisationTree(organizationId, { consistent: true });
    const byId = new Map(tree.map((node) => [node.nodeId, node]));
    const scopeNode = run?.nodeId ? byId.get(run.nodeId) : undefined;
    const within = scopeNode ? namesOf(scopeNode, byId) : [];
    const typeOf = new Map(
      valid.flatMap(({ row }) => (row.type ? [[hierarchyPathKey(row.names), row.type] as const] : [])),
    );
    const writer = new TreeWriter(organizationId, tree, typeOf);
    const writeRow = async ({ line, row }: Valid): Promise<RowOutcome> => {
      if (run?.nodeId && !scopeNode) return { line, ok: false, error: rowError('node_gone', 'path') };
      if (!isWithin(row.names, within)) return { line, ok: false, error: rowError('outside_node', 'path') };
      // The node the import runs on may be named (a file of whole paths), not changed: its type is its parent's
      // admins' to set, as its name is (child authority).
      const changesScope = scopeNode && row.names.length === within.length && row.type !== null;
      if (changesScope && row.type !== scopeNode.mountableType) {
        return { line, ok: false, error: rowError('outside_node', 'path') };
      }
      try {
        const error = await applyType(await writer.ensure(row.names), row);
        return error ? { line, ok: false, error } : { line, ok: true };
      } catch (error) {
        if (error instanceof RowRefused) return { line, ok: false, error: error.error };
        throw error;
      }
    };
    const limit = pLimit(HIERARCHY_ROWS_IN_FLIGHT);
    const depths = [...new Set(valid.map(({ row }) => row.names.length))].sort((a, b) => a - b);
    for (const depth of depths) {
      const level = valid.filter(({ row }) => row.names.length === depth);
      outcomes.push(...(await Promise.all(level.map((entry) => limit(() => writeRow(entry))))));
    }
    return outcomes;
  },
};
