import { cleanName, conflict, invalidField, notFound, validateTemplateFolderName } from '@tessera/shared';
import { getTemplateFolder, listNodeTemplateFolders, type TemplateFolder } from '../../db/templates/templates';
import type { Actor } from '../../lib/http/types';
import type { FolderWriteOutcome } from './folder-writes';
import { loadScope, requireAdministeredNode, type TemplateScope } from './scope';

/**
 * Folder names (spec 3 §5): "Can't be blank."; "Folder named {name} already exists." for another folder of
 * the node with the name in any case. Checked against the node's folders first (the sentence names the
 * name), and by the guard in the write (two creations at once).
 */
export async function checkFolderName(
  organizationId: string,
  nodeId: string,
  name: string,
  selfId?: string,
): Promise<string> {
  const folders = await listNodeTemplateFolders(organizationId, nodeId);
  const error = validateTemplateFolderName(
    name,
    folders.map((folder) => ({ id: folder.folderId, name: folder.name })),
    selfId,
  );
  if (error) throw invalidField('name', error.key, error.params);
  return cleanName(name);
}

export function throwFolderRefusal(outcome: FolderWriteOutcome, name: string): void {
  if (outcome === 'name_taken') throw invalidField('name', 'templates.folder.name_taken', { name });
  if (outcome === 'node_gone') throw notFound();
  if (outcome === 'conflict') throw conflict('templates.folder.stale');
}

/** The folder and the scope, with node authority over its node (404 otherwise). */
export async function requireFolder(
  actor: Actor,
  folderId: string,
): Promise<{ scope: TemplateScope; folder: TemplateFolder }> {
  const [scope, folder] = await Promise.all([
    loadScope(actor),
    getTemplateFolder(actor.organisation.organizationId, folderId),
  ]);
  if (!folder) throw notFound();
  requireAdministeredNode(scope, folder.nodeId);
  return { scope, folder };
}
