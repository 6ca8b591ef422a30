import type { createTemplateFolder } from '@tessera/shared';
import { ulid } from 'ulid';
import type { TemplateFolder } from '../../db/templates/templates';
import type { UseCase } from '../../lib/http/types';
import { checkFolderName, throwFolderRefusal } from './folder-rules';
import { insertTemplateFolder } from './folder-writes';
import { presentFolder } from './present-folder';
import { loadScope, requireAdministeredNode } from './scope';

/** POST /api/template-folders (spec 3 §2, §5): a folder on a node the caller administers. */
export const createTemplateFolderUseCase: UseCase<typeof createTemplateFolder> = async ({ body }, { actor }) => {
  const scope = await loadScope(actor);
  const node = requireAdministeredNode(scope, body.node_id);
  const name = await checkFolderName(scope.organizationId, node.nodeId, body.name);
  const folder: TemplateFolder = {
    organizationId: scope.organizationId,
    folderId: ulid(),
    nodeId: node.nodeId,
    name,
    templatesCount: 0,
    version: 1,
    createdAt: new Date().toISOString(),
  };
  throwFolderRefusal(await insertTemplateFolder(folder), name);
  return presentFolder(folder);
};
