import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importCaseFramework as importCaseFrameworkContract } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { hierarchyKeys } from './keys';

/** POST /api/hierarchy/nodes/{id}/statement-sets/case-import {package}: a set from a CASE 1.1 package. */
export const importCaseFramework = (nodeId: string, pkg: unknown) =>
  api(importCaseFrameworkContract, { path: { id: nodeId }, body: { package: pkg } });

export function useImportCaseFramework(nodeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pkg: unknown) => importCaseFramework(nodeId, pkg),
    onSuccess: () => client.invalidateQueries({ queryKey: hierarchyKeys.statementSets(nodeId) }),
  });
}
