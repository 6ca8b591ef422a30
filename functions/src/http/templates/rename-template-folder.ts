import { conflict, type renameTemplateFolder } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { checkFolderName, requireFolder, throwFolderRefusal } from './folder-rules';
import { renameTemplateFolder as renameFolder } from './folder-writes';
import { presentFolder } from './present-folder';

/** PUT /api/template-folders/{id} (spec 3 §5): renamed at the version read, with the same name rules. */
export const renameTemplateFolderUseCase: UseCase<typeof renameTemplateFolder> = async ({ path, body }, { actor }) => {
  const { folder } = await requireFolder(actor, path.id);
  if (folder.version !== body.version) throw conflict('templates.folder.stale');
  const name = await checkFolderName(folder.organizationId, folder.nodeId, body.name, folder.folderId);
  throwFolderRefusal(await renameFolder(folder, name), name);
  return presentFolder({ ...folder, name, version: folder.version + 1 });
};
