import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateStatementSet as updateStatementSetContract } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import type { StatementSetInput } from './create-statement-set';
import { hierarchyKeys } from './keys';

/** PUT /api/statement-sets/{id}: replaces title, abbreviation and statements. */
export const updateStatementSet = (id: string, body: StatementSetInput) =>
  api(updateStatementSetContract, { path: { id }, body });

export function useUpdateStatementSet(nodeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: StatementSetInput }) => updateStatementSet(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: hierarchyKeys.statementSets(nodeId) }),
  });
}
