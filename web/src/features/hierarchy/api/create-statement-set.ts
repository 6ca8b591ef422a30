import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createStatementSet as createStatementSetContract, type RequestBody } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { hierarchyKeys } from './keys';

export type StatementSetInput = RequestBody<typeof createStatementSetContract>;

/** POST /api/hierarchy/nodes/{id}/statement-sets: a set with its statements; errors keyed by set or statement. */
export const createStatementSet = (nodeId: string, body: StatementSetInput) =>
  api(createStatementSetContract, { path: { id: nodeId }, body });

export function useCreateStatementSet(nodeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StatementSetInput) => createStatementSet(nodeId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: hierarchyKeys.statementSets(nodeId) }),
  });
}
