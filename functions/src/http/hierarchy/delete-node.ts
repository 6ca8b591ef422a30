import { conflict, forbidden, type deleteNode } from '@tessera/shared';
import { removeNode } from '../../db/hierarchy/nodes';
import type { UseCase } from '../../lib/http/types';
import { canManageNode, requireNodeOf } from './authority';

/**
 * DELETE /api/hierarchy/nodes/{id}: only an empty node (no folders, groups, labels, sites, site categories,
 * log categories or statement sets; its admins go with it), by child authority or a root admin at the top.
 */
export const deleteNodeUseCase: UseCase<typeof deleteNode> = async ({ path }, { actor }) => {
  const { view, node } = await requireNodeOf(actor, path.id);
  if (!canManageNode(view, node)) throw forbidden();
  if (node.holdings > 0 || view.nodes.some((child) => child.parentId === node.nodeId)) {
    throw conflict('hierarchy.node.not_empty');
  }
  if ((await removeNode(node)) === 'conflict') throw conflict();
  return { ok: true as const };
};
