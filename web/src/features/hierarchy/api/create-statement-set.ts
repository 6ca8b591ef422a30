import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createStatementSet as createStatementSetContract, type RequestBodyInput } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/query-keys';
import { hierarchyKeys } from './keys';

export type StatementSetInput = RequestBodyInput<typeof createStatementSetContract>;

/** POST /api/hierarchy/nodes/{id}/statement-sets: a set with its statements; errors keyed by set or statement. */
export const createStatementSet = (nodeId: string, body: StatementSetInput) =>
  api(createStatementSetContract, { path: { id: nodeId }, body });

export function useCreateStatementSet(nodeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StatementSetInput) => createStatementSet(nodeId, body),
    // The node's sets, and every node's alignable sets (a node lists the sets of the nodes above it).
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: hierarchyKeys.statementSets(nodeId) }),
        client.invalidateQueries({ queryKey: resourceKeys.alignableStatementSets() }),
      ]),
  });
}
