import { nodeHoldingsChange } from '../../ports/hierarchy';
import { where } from '../expressions';
import { create, remove, transactWrite, update } from '../transaction';
import { templateFolderEntity, type TemplateFolder } from './entities/template-folder';
import { claimName, folderNameScope, nameKeyChanged, releaseName } from './guards';

/**
 * Template folder writes (spec 3 §2, §5): each one transaction with the folder's name guard (unique in its
 * node, any case) and its node's `holdings`. Outcomes name what failed.
 */
export type FolderWriteOutcome = 'saved' | 'conflict' | 'name_taken' | 'node_gone';

function outcomeOf(outcome: { ok: true } | { ok: false; failed: ReadonlySet<string> }): FolderWriteOutcome {
  if (outcome.ok) return 'saved';
  if (outcome.failed.has('name')) return 'name_taken';
  if (outcome.failed.has('node')) return 'node_gone';
  return 'conflict';
}

export async function insertTemplateFolder(folder: TemplateFolder): Promise<FolderWriteOutcome> {
  return outcomeOf(
    await transactWrite({
      folder: create(templateFolderEntity, folder),
      name: claimName(folder.organizationId, folderNameScope(folder.nodeId), folder.name, folder.folderId),
      node: nodeHoldingsChange(folder.organizationId, folder.nodeId, 1),
    }),
  );
}

export async function renameTemplateFolder(current: TemplateFolder, name: string): Promise<FolderWriteOutcome> {
  const scope = folderNameScope(current.nodeId);
  const moved = nameKeyChanged(current.name, name);
  return outcomeOf(
    await transactWrite({
      folder: update(
        templateFolderEntity,
        { organizationId: current.organizationId, folderId: current.folderId },
        { set: { name }, add: { version: 1 } },
        where.eq('version', current.version),
      ),
      name: moved ? claimName(current.organizationId, scope, name, current.folderId) : undefined,
      oldName: moved ? releaseName(current.organizationId, scope, current.name, current.folderId) : undefined,
    }),
  );
}

/** Deletes an empty folder at the version read. */
export async function deleteTemplateFolder(current: TemplateFolder): Promise<FolderWriteOutcome> {
  return outcomeOf(
    await transactWrite({
      folder: remove(
        templateFolderEntity,
        { organizationId: current.organizationId, folderId: current.folderId },
        where.and(where.eq('version', current.version), where.eq('templatesCount', 0)),
      ),
      oldName: releaseName(current.organizationId, folderNameScope(current.nodeId), current.name, current.folderId),
      node: nodeHoldingsChange(current.organizationId, current.nodeId, -1),
    }),
  );
}
