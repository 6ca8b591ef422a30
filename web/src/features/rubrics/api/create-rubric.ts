import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createRubric, type RubricDefinitionInput } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { refreshRubrics, rubricsKeys } from './keys';

/** POST /api/rubrics: a new rubric on a node, as a draft. */
export function useCreateRubric() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ nodeId, definition }: { nodeId: string; definition: RubricDefinitionInput }) =>
      api(createRubric, { body: { ...definition, node_id: nodeId } }),
    onSuccess: async (rubric) => {
      client.setQueryData(rubricsKeys.detail(rubric.id), rubric);
      await refreshRubrics(client);
    },
  });
}
