import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateRubric, type RubricDefinitionInput } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { refreshRubrics, rubricsKeys } from './keys';

/** PUT /api/rubrics/{id} with the version read (a stale one is a 409); saving sets draft. */
export function useUpdateRubric() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, definition }: { id: string; version: number; definition: RubricDefinitionInput }) =>
      api(updateRubric, { path: { id }, body: { ...definition, version } }),
    onSuccess: async (rubric) => {
      client.setQueryData(rubricsKeys.detail(rubric.id), rubric);
      await refreshRubrics(client);
    },
  });
}
