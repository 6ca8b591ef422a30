import {
  checkNewFolder,
  conflict,
  defaultFolderName,
  forbidden,
  invalidField,
  TREE_ROOT,
  type createNode,
} from '@tessera/shared';
import { ulid } from 'ulid';
import { freeRootSlot, insertNode, TOP_PARENT } from '../../db/hierarchy/nodes';
import { translator } from '../../lib/http/translate';
import type { UseCase } from '../../lib/http/types';
import { loadTreeView, requireNode } from './authority';
import { presentNode } from './present';

/**
 * POST /api/hierarchy/nodes (spec 2 §5): a folder under `parent` (node authority), or at the top ('#', root
 * admins only, at most 2). A blank name becomes "Folder name - N"; names are trimmed, cut to 255 and unique
 * among siblings ignoring case (409 "This folder name has been taken."); at most 100 levels.
 */
export const createNodeUseCase: UseCase<typeof createNode> = async ({ body }, { actor }) => {
  const view = await loadTreeView(actor);
  const atTop = body.parent === TREE_ROOT;
  if (atTop && !view.isRootAdmin) throw forbidden();
  const parent = atTop ? null : requireNode(view, body.parent);
  const siblings = view.nodes.filter((node) => node.parentId === (parent?.nodeId ?? TOP_PARENT));
  const named = checkNewFolder({
    parent,
    nodes: view.nodes.map((node) => ({ parent: node.parentId })),
    siblings: siblings.map((n) => ({ id: n.nodeId, text: n.text })),
    name: body.new_node_text ?? '',
  });
  if (!named.ok) {
    const { problem } = named;
    if (problem === 'hierarchy.folder.name_taken') throw conflict(problem, { fields: { new_node_text: problem } });
    throw invalidField('parent', problem === 'root_full' ? 'hierarchy.node.root_full' : 'hierarchy.node.too_deep');
  }
  // Stored in the creator's language (spec 2 §5 "Folder name - N"); the catalogue loads only for this.
  const translate = named.name === '' ? await translator(actor.locale) : null;
  const text = translate
    ? defaultFolderName(
        siblings.map((node) => node.text),
        (n) => translate('hierarchy.folder.default_name', { n }),
      )
    : named.name;
  const rootSlot = freeRootSlot(siblings);
  const outcome = await insertNode({ organizationId: view.organizationId, nodeId: ulid(), text, parent, rootSlot });
  switch (outcome.status) {
    case 'created':
      return presentNode({ ...view, nodes: [...view.nodes, outcome.node] }, outcome.node);
    case 'name_taken':
      throw conflict('hierarchy.folder.name_taken', { fields: { new_node_text: 'hierarchy.folder.name_taken' } });
    case 'root_full':
      throw conflict('hierarchy.node.root_full', { fields: { parent: 'hierarchy.node.root_full' } });
    default:
      throw conflict();
  }
};
