import { where } from '../expressions';
import { getItem, queryItems } from '../items';
import { create, remove, transactWrite, update } from '../transaction';
import { guardEntity } from './entities/guard';
import { claimName, guardKeyValue, nameKeyChanged, releaseName } from './guards';
import {
  nodeEntity,
  TOP_PARENT,
  treePartition,
  type HierarchyNode,
  type MountableType,
  type NodeAdmin,
} from './entities/node';

export { TOP_PARENT, type HierarchyNode, type MountableType, type NodeAdmin };

/** Access pattern "an organisation's tree, admins included": Query `pk = ORG#<orgId>#TREE`, begins_with(sk, NODE#). */
export async function listTree(
  organizationId: string,
  options: { consistent?: boolean } = {},
): Promise<HierarchyNode[]> {
  const { items } = await queryItems(nodeEntity, {
    partition: treePartition(organizationId),
    prefix: 'NODE#',
    all: true,
    consistent: options.consistent,
  });
  return items;
}

export const nodeNameScope = (parentId: string): string => `NODE_NAME#${parentId}`;
export const ROOT_SLOT_SCOPE = 'ROOT_SLOT';

export interface NewNode {
  organizationId: string;
  nodeId: string;
  text: string;
  /** null: a top-level node, which takes `rootSlot`. */
  parent: HierarchyNode | null;
  rootSlot?: number;
  mountableType?: MountableType;
  admins?: NodeAdmin[];
}

/** The top-level slot a new top-level node takes: the first of the 2 its siblings leave free (1 when none is). */
export function freeRootSlot(topLevel: ReadonlyArray<Pick<HierarchyNode, 'rootSlot'>>): number {
  const used = new Set(topLevel.map((node) => node.rootSlot));
  return [1, 2].find((slot) => !used.has(slot)) ?? 1;
}

export type CreateNodeOutcome =
  | { status: 'created'; node: HierarchyNode }
  | { status: 'name_taken' }
  | { status: 'root_full' }
  | { status: 'parent_gone' }
  | { status: 'conflict' };

/**
 * One transaction: the node, its name guard among its siblings, and either the parent's holdings + 1 (the
 * parent must still exist) or, at the top, the root slot guard.
 */
export async function insertNode(input: NewNode, now = new Date()): Promise<CreateNodeOutcome> {
  const { organizationId, nodeId, parent } = input;
  const parentId = parent?.nodeId ?? TOP_PARENT;
  const node: HierarchyNode = {
    organizationId,
    nodeId,
    text: input.text,
    parentId,
    path: [...(parent?.path ?? []), nodeId],
    mountableType: input.mountableType ?? 'folder',
    state: 'active',
    rootSlot: parent ? null : (input.rootSlot ?? 1),
    admins: input.admins ?? [],
    holdings: 0,
    version: 1,
    createdAt: now.toISOString(),
  };
  const outcome = await transactWrite({
    node: create(nodeEntity, node),
    name: claimName(organizationId, nodeNameScope(parentId), input.text, nodeId),
    parent: parent
      ? update(nodeEntity, { organizationId, nodeId: parent.nodeId }, { add: { holdings: 1 } })
      : undefined,
    rootSlot: parent ? undefined : claimName(organizationId, ROOT_SLOT_SCOPE, String(node.rootSlot), nodeId),
  });
  if (outcome.ok) return { status: 'created', node };
  if (outcome.failed.has('name')) return { status: 'name_taken' };
  if (outcome.failed.has('parent')) return { status: 'parent_gone' };
  if (outcome.failed.has('rootSlot')) return { status: 'root_full' };
  return { status: 'conflict' };
}

/**
 * Access pattern "a folder's child by name": GetItem of the sibling-name guard `NODE_NAME#<parentId>` (its
 * comparison key), then GetItem of the node it names; both consistent (an import that lost a name to another
 * writer reads who holds it). Null when no child has the name.
 */
export async function getChildByName(
  organizationId: string,
  parentId: string,
  name: string,
): Promise<HierarchyNode | null> {
  const scope = nodeNameScope(parentId);
  const guard = await getItem(
    guardEntity,
    { organizationId, scope, value: guardKeyValue(scope, name) },
    { consistent: true },
  );
  return guard ? getItem(nodeEntity, { organizationId, nodeId: guard.ownerId }, { consistent: true }) : null;
}

/** Sets a node's type (spec 2 §3 platform_mountable_type) if nobody changed the node since it was read. */
export async function saveNodeType(
  current: HierarchyNode,
  mountableType: MountableType,
): Promise<'saved' | 'conflict'> {
  const outcome = await transactWrite({
    node: update(
      nodeEntity,
      { organizationId: current.organizationId, nodeId: current.nodeId },
      { set: { mountableType }, add: { version: 1 } },
      where.eq('version', current.version),
    ),
  });
  return outcome.ok ? 'saved' : 'conflict';
}

export type NodeWriteOutcome = 'saved' | 'name_taken' | 'conflict';

/**
 * Renames a node if nobody changed it since it was read (`version`), moving its name guard when the name
 * changes other than in case.
 */
export async function saveNodeName(current: HierarchyNode, text: string): Promise<NodeWriteOutcome> {
  const { organizationId, nodeId, parentId } = current;
  const scope = nodeNameScope(parentId);
  const moveGuard = nameKeyChanged(current.text, text);
  const outcome = await transactWrite({
    node: update(
      nodeEntity,
      { organizationId, nodeId },
      { set: { text }, add: { version: 1 } },
      where.eq('version', current.version),
    ),
    newName: moveGuard ? claimName(organizationId, scope, text, nodeId) : undefined,
    oldName: moveGuard ? releaseName(organizationId, scope, current.text, nodeId) : undefined,
  });
  if (outcome.ok) return 'saved';
  return outcome.failed.has('newName') && !outcome.failed.has('node') ? 'name_taken' : 'conflict';
}

/**
 * Deletes a node that holds nothing (`holdings = 0`) and has not changed since read, with its name guard,
 * its root slot or the parent's holdings − 1, in one transaction.
 */
export async function removeNode(current: HierarchyNode): Promise<'deleted' | 'conflict'> {
  const { organizationId, nodeId, parentId } = current;
  const outcome = await transactWrite({
    node: remove(
      nodeEntity,
      { organizationId, nodeId },
      where.and(where.eq('version', current.version), where.eq('holdings', 0)),
    ),
    name: releaseName(organizationId, nodeNameScope(parentId), current.text),
    parent:
      parentId === TOP_PARENT
        ? releaseName(organizationId, ROOT_SLOT_SCOPE, String(current.rootSlot ?? 1))
        : update(nodeEntity, { organizationId, nodeId: parentId }, { add: { holdings: -1 } }),
  });
  return outcome.ok ? 'deleted' : 'conflict';
}

/** Replaces the admins listed on a node if nobody changed the node since it was read. */
export async function saveNodeAdmins(current: HierarchyNode, admins: NodeAdmin[]): Promise<'saved' | 'conflict'> {
  const outcome = await transactWrite({
    node: update(
      nodeEntity,
      { organizationId: current.organizationId, nodeId: current.nodeId },
      { set: { admins }, add: { version: 1 } },
      where.eq('version', current.version),
    ),
  });
  return outcome.ok ? 'saved' : 'conflict';
}
