import { nameKey, type listTemplateFolders } from '@tessera/shared';
import { listNodeTemplateFolders } from '../../db/templates/templates';
import type { UseCase } from '../../lib/http/types';
import { presentFolder } from './present-folder';
import { loadScope, requireAdministeredNode } from './scope';

/** GET /api/template-folders?node= (spec 3 §2): the node's template folders by name; tree + 1 Query. */
export const listTemplateFoldersUseCase: UseCase<typeof listTemplateFolders> = async ({ query }, { actor }) => {
  const scope = await loadScope(actor);
  const node = requireAdministeredNode(scope, query.node);
  const folders = await listNodeTemplateFolders(scope.organizationId, node.nodeId);
  return { items: folders.map(presentFolder).sort((a, b) => nameKey(a.name).localeCompare(nameKey(b.name))) };
};
