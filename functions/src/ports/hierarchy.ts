/**
 * The hierarchy context's published interface (ADR 0013): what other contexts may read of the institution
 * tree and its statement sets, and the writes they join to their own transactions so the hierarchy's
 * counters stay true. Lint forbids reaching into `db/hierarchy` or `http/hierarchy` from elsewhere.
 */
import { hasNodeAuthority, notFound, type Role } from '@tessera/shared';
import { batchGet } from '../db/batch';
import { itemEntity } from '../db/hierarchy/entities/item';
import { nodeEntity } from '../db/hierarchy/entities/node';
import { statementSetEntity } from '../db/hierarchy/entities/statement-set';
import type { Condition } from '../db/expressions';
import { check, update, type WritePart } from '../db/transaction';
import { listTree, TOP_PARENT, type HierarchyNode } from '../db/hierarchy/nodes';
import { containerTreeCache } from '../db/hierarchy/tree-cache';
import { mayReadCached } from '../lib/http/cached-reads';
import { GROUP_CODE_SCOPE } from '../db/hierarchy/groups';
export { getGroupIdsByCodes as readGroupIdsByCodes, groupCodeKey } from '../db/hierarchy/groups';
import { claimName, nameKeyChanged, releaseName } from '../db/hierarchy/guards';
import type { Statement, StatementSet } from '../db/hierarchy/statements';

export { listTree as readOrganisationTree } from '../db/hierarchy/nodes';
export { listNodeContents as readNodeContents } from '../db/hierarchy/contents';
export { getStatements as readStatements } from '../db/hierarchy/statements';
export {
  getTermsByCodes as readTermsByCodes,
  insertTerm,
  saveTerm,
  termCodeKey,
  type TermFields,
  getTerm as readTerm,
  listOrganisationTerms as readTerms,
  type Term as OrganisationTerm,
} from '../db/hierarchy/terms';
export type { HierarchyNode as OrganisationNode } from '../db/hierarchy/nodes';
// What the import jobs write (sites, labels, import-hierarchy: functions/src/jobs/imports/kinds), with the same
// guards and counts as the hierarchy's own screens.
export {
  createHierarchyItems,
  getItemsByNames as readItemsByNames,
  itemNameKey,
  itemTransactionGroups,
  listSiteCategories as readSiteCategories,
  updateHierarchyItem as saveHierarchyItem,
  type HierarchyItem as OrganisationItem,
  type NewHierarchyItem,
} from '../db/hierarchy/items';
export { endNodeWriteTurn, takeNodeWriteTurn } from '../db/hierarchy/node-write-turns';
export {
  freeRootSlot,
  getChildByName as readChildByName,
  insertNode,
  saveNodeType,
  type MountableType,
} from '../db/hierarchy/nodes';
export type {
  Statement as OrganisationStatement,
  StatementSet as OrganisationStatementSet,
} from '../db/hierarchy/statements';

/**
 * The paths a caller administers: the paths of the nodes that list them as admin, and for a root admin every
 * top-level node's (the whole organisation). Node authority over a node is one of these being its path or an
 * ancestor's (shared's hasNodeAuthority). The same rule as the hierarchy's own screens (http/hierarchy/
 * authority.ts), held in step by tests/rubrics/authority.int.test.ts.
 */
export function permittedPaths(
  caller: { userId: string; roles: readonly Role[] },
  nodes: readonly HierarchyNode[],
): string[][] {
  const listed = nodes.filter((node) => node.admins.some((admin) => admin.userId === caller.userId));
  const tops = caller.roles.includes('root_admin') ? nodes.filter((node) => node.parentId === TOP_PARENT) : [];
  return [...listed, ...tops].map((node) => node.path);
}

/**
 * What node authority a caller holds in their organisation, read once per request: the tree (one Query, or
 * none for a read request whose container read it within seconds: db/hierarchy/tree-cache.ts) and
 * the paths they administer (none unless they hold an admin role). Every context that hangs things on nodes
 * (rubrics, templates, courses) decides who sees and changes them from this.
 */
export interface NodeScope {
  organizationId: string;
  nodes: HierarchyNode[];
  byId: Map<string, HierarchyNode>;
  permitted: string[][];
}

const ADMIN_ROLES: ReadonlySet<Role> = new Set<Role>(['admin', 'root_admin']);

export async function loadNodeScope(actor: {
  userId: string;
  roles: readonly Role[];
  organisation: { organizationId: string };
}): Promise<NodeScope> {
  const organizationId = actor.organisation.organizationId;
  // A read request's node authority may come from the tree this container read within seconds (ADR 0028 §7).
  const cache = mayReadCached(actor) ? containerTreeCache() : null;
  const nodes = cache
    ? await cache.read(organizationId, () => listTree(organizationId))
    : await listTree(organizationId);
  const admin = actor.roles.some((role) => ADMIN_ROLES.has(role));
  return {
    organizationId,
    nodes,
    byId: new Map(nodes.map((node) => [node.nodeId, node])),
    permitted: admin ? permittedPaths(actor, nodes) : [],
  };
}

/** Node authority over the node (false for no node, or one that is gone). */
export function administers(scope: NodeScope, nodeId: string | null | undefined): boolean {
  const node = nodeId ? scope.byId.get(nodeId) : undefined;
  return node !== undefined && hasNodeAuthority(node.path, scope.permitted);
}

/** A node the caller has node authority over; 404 otherwise (other organisations' ids included). */
export function requireAdministeredNode(scope: NodeScope, nodeId: string): HierarchyNode {
  const node = scope.byId.get(nodeId);
  if (!node || !hasNodeAuthority(node.path, scope.permitted)) throw notFound();
  return node;
}

/**
 * Counts something added to (+1) or taken from (−1) a node, in the caller's transaction: a node is deleted
 * only while it holds nothing, so a rubric counted here keeps its node from being deleted under it. Fails
 * (the part's condition) when the node is gone.
 */
export function nodeHoldingsChange(organizationId: string, nodeId: string, delta: number): WritePart {
  return update(nodeEntity, { organizationId, nodeId }, { add: { holdings: delta } });
}

/** Fails the caller's transaction when the node is gone. */
export function nodeStillThere(organizationId: string, nodeId: string): WritePart {
  return check(nodeEntity, { organizationId, nodeId });
}

/**
 * Counts a course using a log category (spec 2 §3 "Log category": `is_referenced`) in the caller's transaction;
 * deleting the category needs the count at 0. Taking one (`delta` > 0) needs it on one of `nodeIds` — the
 * course's node and the nodes above it — so the part fails when it is gone or hangs elsewhere.
 */
export function logCategoryUseChange(
  organizationId: string,
  categoryId: string,
  delta: number,
  nodeIds: readonly string[] = [],
): WritePart {
  const onPath: Condition = (context) =>
    `${context.name('nodeId')} IN (${nodeIds.map((nodeId) => context.value(nodeId)).join(', ')})`;
  return update(
    itemEntity,
    { organizationId, kind: 'log_category', itemId: categoryId },
    { add: { referenceCount: delta } },
    delta > 0 && nodeIds.length > 0 ? onPath : undefined,
  );
}

/** Log categories by id (one BatchGet), for their names; ones gone are left out. */
export async function readLogCategories(
  organizationId: string,
  categoryIds: readonly string[],
): Promise<{ id: string; name: string; nodeId: string }[]> {
  if (categoryIds.length === 0) return [];
  const items = await batchGet(
    itemEntity,
    categoryIds.map((itemId) => ({ organizationId, kind: 'log_category' as const, itemId })),
  );
  return items.map((item) => ({ id: item.itemId, name: item.name, nodeId: item.nodeId }));
}

/**
 * Counts a user of a statement set (a rubric aligned to it) in the caller's transaction; deleting a set needs
 * the count at 0. Fails when the set is gone.
 */
export function statementSetUseChange(organizationId: string, setId: string, delta: number): WritePart {
  return update(statementSetEntity, { organizationId, setId }, { add: { referenceCount: delta } });
}

/**
 * Group codes are unique in the organisation (spec 2 §3), for sections and for groups the hierarchy's CSV
 * import wrote before courses existed (ADR 0004, 0017): both claim the same guard. Parts for the caller's
 * transaction: a claim fails when the code is taken; the release needs the caller to own it.
 */
export const groupCodeClaim = (organizationId: string, code: string, groupId: string): WritePart =>
  claimName(organizationId, GROUP_CODE_SCOPE, code, groupId);
export const groupCodeRelease = (organizationId: string, code: string, groupId: string): WritePart =>
  releaseName(organizationId, GROUP_CODE_SCOPE, code, groupId);
export { nameKeyChanged as groupCodeChanged };

/** A statement as every context's contracts show it. */
export function presentStatement(statement: Statement) {
  return {
    id: statement.statementId,
    title: statement.title,
    abbreviation: statement.abbreviation,
    statement_id: statement.code,
    description: statement.description,
    parent_id: statement.parentId,
    source_identifier: statement.sourceIdentifier,
  };
}

/**
 * A statement set with its statements in the set's order (statements it no longer names are left out), as the
 * hierarchy's lists and the other contexts' pickers show it.
 */
export function presentStatementSet(set: StatementSet, statements: readonly Statement[]) {
  const byId = new Map(statements.map((statement) => [statement.statementId, statement]));
  return {
    id: set.setId,
    node_id: set.nodeId,
    title: set.title,
    abbreviation: set.abbreviation,
    statements: set.statementIds.flatMap((id) => {
      const statement = byId.get(id);
      return statement ? [presentStatement(statement)] : [];
    }),
    source: { kind: set.sourceKind, identifier: set.sourceIdentifier, uri: set.sourceUri },
  };
}
