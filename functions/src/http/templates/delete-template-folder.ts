import { conflict, type deleteTemplateFolder } from '@tessera/shared';
import { getTemplateFolder } from '../../db/templates/templates';
import type { UseCase } from '../../lib/http/types';
import { requireFolder } from './folder-rules';
import { deleteTemplateFolder as removeFolder } from './folder-writes';

/**
 * DELETE /api/template-folders/{id}?version=N: an empty folder at the version read ("This folder holds
 * Templates and cannot be deleted." otherwise; a template filed meanwhile makes the write fail the same way).
 */
export const deleteTemplateFolderUseCase: UseCase<typeof deleteTemplateFolder> = async ({ path, query }, { actor }) => {
  const { folder } = await requireFolder(actor, path.id);
  if (folder.templatesCount > 0) throw conflict('templates.folder.not_empty');
  if (folder.version !== query.version) throw conflict('templates.folder.stale');
  if ((await removeFolder(folder)) !== 'saved') {
    const now = await getTemplateFolder(folder.organizationId, folder.folderId, { consistent: true });
    throw conflict(now && now.templatesCount > 0 ? 'templates.folder.not_empty' : 'templates.folder.stale');
  }
  return { ok: true as const };
};
