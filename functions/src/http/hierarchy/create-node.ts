import {
  canCreateFolder,
  conflict,
  defaultFolderName,
  forbidden,
  invalidField,
  renameFolder,
  TREE_ROOT,
  type createNode,
} from '@tessera/shared';
import { ulid } from 'ulid';
import { insertNode, TOP_PARENT } from '../../db/hierarchy/nodes';
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
  const placement = canCreateFolder(
    parent,
    view.nodes.map((node) => ({ parent: node.parentId })),
  );
  if (!placement.ok) {
    throw invalidField(
      'parent',
      placement.problem === 'root_full' ? 'hierarchy.node.root_full' : 'hierarchy.node.too_deep',
    );
  }
  const siblings = view.nodes.filter((node) => node.parentId === (parent?.nodeId ?? TOP_PARENT));
  const named = renameFolder({
    name: body.new_node_text ?? '',
    previousName: '',
    siblings: siblings.map((n) => ({ id: n.nodeId, text: n.text })),
  });
  if (!named.ok) throw conflict(named.error, { fields: { new_node_text: named.error } });
  // Stored in the creator's language (spec 2 §5 "Folder name - N"); the catalogue loads only for this.
  const translate = named.name === '' ? await translator(actor.locale) : null;
  const text = translate
    ? defaultFolderName(
        siblings.map((node) => node.text),
        (n) => translate('hierarchy.folder.default_name', { n }),
      )
    : named.name;
  const usedSlots = new Set(siblings.map((node) => node.rootSlot));
  const rootSlot = [1, 2].find((slot) => !usedSlots.has(slot)) ?? 1;
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
