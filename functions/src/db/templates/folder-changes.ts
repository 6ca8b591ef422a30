import { where } from '../expressions';
import { create, remove, update, type WritePart } from '../transaction';
import { templateFolderEntity, type TemplateFolder } from './entities/template-folder';
import { claimName, folderNameScope, nameKeyChanged, releaseName } from './guards';

/**
 * Template folders' own parts of each write (spec 3 §2, §5), named, for the use case to run in one
 * transactWrite with its node's `holdings` (http/templates/folder-writes.ts joins them from ports/hierarchy.ts):
 * the folder (`folder`, at the version read) and its name's guard (`name` claimed, `oldName` released; unique
 * in its node, any case).
 */
type Parts = Record<string, WritePart | undefined>;

export function newFolderParts(folder: TemplateFolder): Parts {
  return {
    folder: create(templateFolderEntity, folder),
    name: claimName(folder.organizationId, folderNameScope(folder.nodeId), folder.name, folder.folderId),
  };
}

export function folderRenameParts(current: TemplateFolder, name: string): Parts {
  const scope = folderNameScope(current.nodeId);
  const moved = nameKeyChanged(current.name, name);
  return {
    folder: update(
      templateFolderEntity,
      { organizationId: current.organizationId, folderId: current.folderId },
      { set: { name }, add: { version: 1 } },
      where.eq('version', current.version),
    ),
    name: moved ? claimName(current.organizationId, scope, name, current.folderId) : undefined,
    oldName: moved ? releaseName(current.organizationId, scope, current.name, current.folderId) : undefined,
  };
}

/** Deletes an empty folder at the version read. */
export function folderDeletionParts(current: TemplateFolder): Parts {
  return {
    folder: remove(
      templateFolderEntity,
      { organizationId: current.organizationId, folderId: current.folderId },
      where.and(where.eq('version', current.version), where.eq('templatesCount', 0)),
    ),
    oldName: releaseName(current.organizationId, folderNameScope(current.nodeId), current.name, current.folderId),
  };
}
