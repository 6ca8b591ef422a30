import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importCaseFramework as importCaseFrameworkContract } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/query-keys';
import { hierarchyKeys } from './keys';

export interface CaseImport {
  /** The CASE 1.1 package, as read from the file. */
  pkg: unknown;
  /** Update the set already imported from this package on the node (after the 409 offered it). */
  updateExisting?: boolean;
}

/**
 * POST /api/hierarchy/nodes/{id}/statement-sets/case-import {package, update_existing?}: a set from a CASE 1.1
 * package; a package already imported on the node is a 409 `hierarchy.case.already_imported` unless
 * `update_existing` is true.
 */
export const importCaseFramework = (nodeId: string, { pkg, updateExisting }: CaseImport) =>
  api(importCaseFrameworkContract, {
    path: { id: nodeId },
    body: updateExisting ? { package: pkg, update_existing: true } : { package: pkg },
  });

export function useImportCaseFramework(nodeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CaseImport) => importCaseFramework(nodeId, input),
    // The node's sets, and every node's alignable sets (a node lists the sets of the nodes above it).
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: hierarchyKeys.statementSets(nodeId) }),
        client.invalidateQueries({ queryKey: resourceKeys.alignableStatementSets() }),
      ]),
  });
}
