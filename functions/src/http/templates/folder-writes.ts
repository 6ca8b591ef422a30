import { folderDeletionParts, folderRenameParts, newFolderParts } from '../../db/templates/folder-changes';
import type { TemplateFolder } from '../../db/templates/templates';
import { transactWrite, type WriteOutcome } from '../../db/transaction';
import { nodeHoldingsChange } from '../../ports/hierarchy';

/**
 * Template folder writes (spec 3 §2, §5): each one transaction of the folder's own parts (its item and its
 * name's guard, db/templates/folder-changes.ts) and its node's `holdings` (ports/hierarchy.ts), gathered here.
 * Outcomes name what failed.
 */
export type FolderWriteOutcome = 'saved' | 'conflict' | 'name_taken' | 'node_gone';

function outcomeOf(outcome: WriteOutcome<string>): FolderWriteOutcome {
  if (outcome.ok) return 'saved';
  if (outcome.failed.has('name')) return 'name_taken';
  if (outcome.failed.has('node')) return 'node_gone';
  return 'conflict';
}

export async function insertTemplateFolder(folder: TemplateFolder): Promise<FolderWriteOutcome> {
  return outcomeOf(
    await transactWrite({
      ...newFolderParts(folder),
      node: nodeHoldingsChange(folder.organizationId, folder.nodeId, 1),
    }),
  );
}

export async function renameTemplateFolder(current: TemplateFolder, name: string): Promise<FolderWriteOutcome> {
  return outcomeOf(await transactWrite(folderRenameParts(current, name)));
}

/** Deletes an empty folder at the version read; its node stops counting it. */
export async function deleteTemplateFolder(current: TemplateFolder): Promise<FolderWriteOutcome> {
  return outcomeOf(
    await transactWrite({
      ...folderDeletionParts(current),
      node: nodeHoldingsChange(current.organizationId, current.nodeId, -1),
    }),
  );
}
