import { hierarchyService } from './hierarchy-service';
import { writeTransaction } from './transact';
import { guardValue, toNode, TOP_PARENT, type MountableType, type NodeAdminRecord, type NodeRecord } from './records';

/** Access pattern "an organisation's tree, admins included": Query `pk = ORG#<orgId>#TREE`, begins_with(sk, NODE#). */
export async function listTree(organizationId: string): Promise<NodeRecord[]> {
  const { data } = await hierarchyService().entities.node.query.primary({ organizationId }).go({ pages: 'all' });
  return data.map(toNode);
}

export const nodeNameScope = (parentId: string): string => `NODE_NAME#${parentId}`;
export const ROOT_SLOT_SCOPE = 'ROOT_SLOT';

export interface NewNode {
  organizationId: string;
  nodeId: string;
  text: string;
  /** null: a top-level node, which takes `rootSlot`. */
  parent: NodeRecord | null;
  rootSlot?: number;
  mountableType?: MountableType;
  admins?: NodeAdminRecord[];
}

export type CreateNodeOutcome =
  | { status: 'created'; node: NodeRecord }
  | { status: 'name_taken' }
  | { status: 'root_full' }
  | { status: 'parent_gone' }
  | { status: 'conflict' };

/**
 * One transaction: the node, its name guard among its siblings (`attribute_not_exists`), and either the
 * parent's holdings + 1 (the parent must still exist) or, at the top, the root slot guard.
 */
export async function createNode(input: NewNode): Promise<CreateNodeOutcome> {
  const { organizationId, nodeId, parent } = input;
  const parentId = parent?.nodeId ?? TOP_PARENT;
  const record = {
    organizationId,
    nodeId,
    text: input.text,
    parentId,
    path: [...(parent?.path ?? []), nodeId] as string[],
    mountableType: input.mountableType ?? 'folder',
    admins: input.admins ?? [],
    ...(parent ? {} : { rootSlot: input.rootSlot ?? 1 }),
  };
  const { canceled, failed } = await writeTransaction(() =>
    hierarchyService()
      .transaction.write(({ node, guard }) => [
        node.create(record).commit(),
        guard
          .create({ organizationId, scope: nodeNameScope(parentId), value: guardValue(input.text), ownerId: nodeId })
          .commit(),
        parent
          ? node.patch({ organizationId, nodeId: parent.nodeId }).add({ holdings: 1 }).commit()
          : guard
              .create({ organizationId, scope: ROOT_SLOT_SCOPE, value: String(input.rootSlot ?? 1), ownerId: nodeId })
              .commit(),
      ])
      .go(),
  );
  if (!canceled) return { status: 'created', node: toNode({ ...record, state: 'active', holdings: 0, version: 1 }) };
  if (failed(1)) return { status: 'name_taken' };
  if (failed(2)) return parent ? { status: 'parent_gone' } : { status: 'root_full' };
  return { status: 'conflict' };
}

export type NodeWriteOutcome = 'saved' | 'name_taken' | 'conflict';

/**
 * Renames a node if nobody changed it since it was read (`version`), moving its name guard when the name
 * changes other than in case.
 */
export async function renameNode(current: NodeRecord, text: string): Promise<NodeWriteOutcome> {
  const { organizationId, nodeId, parentId } = current;
  const scope = nodeNameScope(parentId);
  const moveGuard = guardValue(text) !== guardValue(current.text);
  const { canceled, failed } = await writeTransaction(() =>
    hierarchyService()
      .transaction.write(({ node, guard }) => [
        node
          .patch({ organizationId, nodeId })
          .set({ text })
          .add({ version: 1 })
          .where(({ version }, { eq }) => eq(version, current.version))
          .commit(),
        ...(moveGuard
          ? [
              guard.create({ organizationId, scope, value: guardValue(text), ownerId: nodeId }).commit(),
              guard
                .delete({ organizationId, scope, value: guardValue(current.text) })
                .where(({ ownerId }, { eq }) => eq(ownerId, nodeId))
                .commit(),
            ]
          : []),
      ])
      .go(),
  );
  if (!canceled) return 'saved';
  return moveGuard && failed(1) && !failed(0) ? 'name_taken' : 'conflict';
}

/**
 * Deletes a node that holds nothing (`holdings = 0`) and has not changed since read, with its name guard,
 * its root slot or the parent's holdings − 1, in one transaction.
 */
export async function deleteNode(current: NodeRecord): Promise<'deleted' | 'conflict'> {
  const { organizationId, nodeId, parentId } = current;
  const { canceled } = await writeTransaction(() =>
    hierarchyService()
      .transaction.write(({ node, guard }) => [
        node
          .delete({ organizationId, nodeId })
          .where(({ version, holdings }, { eq }) => `${eq(version, current.version)} AND ${eq(holdings, 0)}`)
          .commit(),
        guard.delete({ organizationId, scope: nodeNameScope(parentId), value: guardValue(current.text) }).commit(),
        parentId === TOP_PARENT
          ? guard.delete({ organizationId, scope: ROOT_SLOT_SCOPE, value: String(current.rootSlot ?? 1) }).commit()
          : node.patch({ organizationId, nodeId: parentId }).add({ holdings: -1 }).commit(),
      ])
      .go(),
  );
  return canceled ? 'conflict' : 'deleted';
}

/** Replaces the admins listed on a node if nobody changed the node since it was read. */
export async function saveNodeAdmins(current: NodeRecord, admins: NodeAdminRecord[]): Promise<'saved' | 'conflict'> {
  const { canceled } = await writeTransaction(() =>
    hierarchyService()
      .transaction.write(({ node }) => [
        node
          .patch({ organizationId: current.organizationId, nodeId: current.nodeId })
          .set({ admins })
          .add({ version: 1 })
          .where(({ version }, { eq }) => eq(version, current.version))
          .commit(),
      ])
      .go(),
  );
  return canceled ? 'conflict' : 'saved';
}
