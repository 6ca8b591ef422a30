import { nameKey } from '@tessera/shared';
import { readOrganisationTree, type OrganisationNode } from '../../../ports/hierarchy';
import { groupTemplatesImport } from '../kinds/group-templates';
import { groupsImport } from '../kinds/groups';
import { importHierarchy } from '../kinds/import-hierarchy';
import { rowError, type ChunkRow, type ImportKindRules, type ImportRun, type RowOutcome } from '../kinds/kind';
import { membershipsImport } from '../kinds/memberships';
import { termsImport } from '../kinds/terms';
import { usersImport } from '../kinds/users';
import type { BundleChunk, BundleStep } from './bundle-chunks';
import { bundleColumn } from './split-bundle';

const WRITERS: Record<BundleStep, ImportKindRules> = {
  'import-hierarchy': importHierarchy,
  terms: termsImport,
  'group-templates': groupTemplatesImport,
  groups: groupsImport,
  users: usersImport,
  memberships: membershipsImport,
};

/** The parent id of a top-level node (db's TOP_PARENT). */
const TOP = '#';

/** The organisation's tree as the bundle's org paths are found in it: below the run's node, or from the top. */
class BundleTree {
  private readonly children = new Map<string, OrganisationNode>();

  constructor(
    private readonly nodes: readonly OrganisationNode[],
    private readonly scopeId: string | null,
  ) {
    for (const node of nodes) this.children.set(`${node.parentId}\u0000${nameKey(node.text)}`, node);
  }

  /** The names of the run's node from the top (empty without one): an org's path is written below them. */
  scopeNames(): string[] {
    if (!this.scopeId) return [];
    const byId = new Map(this.nodes.map((node) => [node.nodeId, node]));
    return (byId.get(this.scopeId)?.path ?? []).map((id) => byId.get(id)?.text ?? '');
  }

  /** The node of an org's path (names below the run's node), or null when it is not in the tree. */
  nodeAt(names: readonly string[]): string | null {
    let parent = this.scopeId ?? TOP;
    if (names.length === 0) return this.scopeId;
    for (const name of names) {
      const node = this.children.get(`${parent}\u0000${nameKey(name)}`);
      if (!node) return null;
      parent = node.nodeId;
    }
    return parent;
  }
}

/** A row error of the writer as the bundle's report names it: the file beside the kind's column. */
const named = (file: string, outcomes: RowOutcome[]): RowOutcome[] =>
  outcomes.map((outcome) =>
    outcome.ok
      ? outcome
      : { ...outcome, error: { ...outcome.error, column: bundleColumn(file, outcome.error.column) } },
  );

/**
 * Writes one chunk of a OneRoster bundle with the kind that owns its entity (BundleChunk.kind), on the folder
 * each row's org names: the hierarchy rows' paths are put below the run's node (import-hierarchy's rule: a
 * run on a node writes within it), the courses and sections are written by their kinds on the node of their
 * org (the kinds write on the run's folder, so each node's rows are one call of the kind with that folder).
 * A row whose org has no node (its org row was refused) fails with `node_gone`.
 */
export async function importBundleChunk(
  organizationId: string,
  chunk: Pick<BundleChunk, 'kind' | 'file'>,
  rows: readonly ChunkRow[],
  run: ImportRun,
): Promise<RowOutcome[]> {
  const writer = WRITERS[chunk.kind];
  const tree = new BundleTree(await readOrganisationTree(organizationId, { consistent: true }), run.nodeId);
  if (chunk.kind === 'import-hierarchy') {
    const scope = tree.scopeNames();
    const placed = rows.map((row) => ({
      ...row,
      values: { ...row.values, path: [...scope, row.values.path ?? ''].filter(Boolean).join('/') },
    }));
    return named(chunk.file, await writer.importRows(organizationId, placed, run));
  }
  // Terms and accounts are the organisation's; section roles are found in the sections below the run's node.
  if (chunk.kind === 'terms' || chunk.kind === 'users' || chunk.kind === 'memberships')
    return named(chunk.file, await writer.importRows(organizationId, rows, run));

  const byNode = new Map<string, ChunkRow[]>();
  const outcomes: RowOutcome[] = [];
  for (const row of rows) {
    const nodeId = tree.nodeAt(JSON.parse(row.values.node_path ?? '[]') as string[]);
    if (!nodeId) {
      outcomes.push({ line: row.line, ok: false, error: rowError('node_gone', 'orgSourcedId') });
      continue;
    }
    byNode.set(nodeId, [...(byNode.get(nodeId) ?? []), row]);
  }
  for (const [nodeId, nodeRows] of byNode)
    outcomes.push(...(await writer.importRows(organizationId, nodeRows, { ...run, nodeId })));
  return named(
    chunk.file,
    outcomes.sort((a, b) => a.line - b.line),
  );
}
