import { conflict, forbidden, renameFolder, type renameNode } from '@tessera/shared';
import { saveNodeName } from '../../db/hierarchy/nodes';
import type { UseCase } from '../../lib/http/types';
import { canManageNode, requireNodeOf } from './authority';
import { presentNode } from './present';

/**
 * PUT /api/hierarchy/nodes/{id} (spec 2 §5, §8): rename (child authority, or a root admin at the top). An
 * empty name keeps the old one; a sibling's name (any case) is a 409 on `new_node_text`; a concurrent change
 * of the node is a 409 too.
 */
export const renameNodeUseCase: UseCase<typeof renameNode> = async ({ path, body }, { actor }) => {
  const { view, node } = await requireNodeOf(actor, path.id);
  if (!canManageNode(view, node)) throw forbidden();
  const siblings = view.nodes
    .filter((sibling) => sibling.parentId === node.parentId)
    .map((sibling) => ({ id: sibling.nodeId, text: sibling.text }));
  const named = renameFolder({ name: body.new_node_text, previousName: node.text, siblings, selfId: node.nodeId });
  if (!named.ok) throw conflict(named.error, { fields: { new_node_text: named.error } });
  if (named.name === node.text) return presentNode(view, node);
  const outcome = await saveNodeName(node, named.name);
  if (outcome === 'name_taken') {
    throw conflict('hierarchy.folder.name_taken', { fields: { new_node_text: 'hierarchy.folder.name_taken' } });
  }
  if (outcome === 'conflict') throw conflict('hierarchy.node.update_failed', { code: 'system.conflict' });
  return presentNode(view, { ...node, text: named.name, version: node.version + 1 });
};
