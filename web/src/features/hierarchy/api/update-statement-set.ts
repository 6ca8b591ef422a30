import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateStatementSet as updateStatementSetContract } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import type { StatementSetInput } from './create-statement-set';
import { resourceKeys } from '../../../lib/query-keys';
import { hierarchyKeys } from './keys';

/** PUT /api/statement-sets/{id}: replaces title, abbreviation and statements. */
export const updateStatementSet = (id: string, body: StatementSetInput) =>
  api(updateStatementSetContract, { path: { id }, body });

export function useUpdateStatementSet(nodeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: StatementSetInput }) => updateStatementSet(id, body),
    // The node's sets, and every node's alignable sets (a node lists the sets of the nodes above it).
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: hierarchyKeys.statementSets(nodeId) }),
        client.invalidateQueries({ queryKey: resourceKeys.alignableStatementSets() }),
      ]),
  });
}
