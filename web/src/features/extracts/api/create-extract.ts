import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createExtract as createExtractContract, type RequestBodyInput } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { extractsKeys } from './keys';

export type ExtractInput = RequestBodyInput<typeof createExtractContract>;

/** POST /api/extracts (202): the new log; the kind's list is read again (and polls while it runs). */
export const createExtract = (body: ExtractInput) => api(createExtractContract, { body });

export function useCreateExtract(type: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createExtract,
    onSuccess: () => client.invalidateQueries({ queryKey: extractsKeys.list(type) }),
  });
}
