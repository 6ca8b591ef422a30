import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTerm as createTermContract, type RequestBodyInput } from '@tessera/shared';
import { api } from '../../../../lib/api-client';
import { termsKeys } from './keys';

export type TermInput = RequestBodyInput<typeof createTermContract>;

/** POST /api/terms: duplicates by name or code come back as field errors (spec 2 §5). */
export const createTerm = (body: TermInput) => api(createTermContract, { body });

export function useCreateTerm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTerm,
    onSuccess: () => client.invalidateQueries({ queryKey: termsKeys.all }),
  });
}
