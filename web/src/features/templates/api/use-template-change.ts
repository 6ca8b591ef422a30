import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { publishTemplate, ResponseBody } from '@tessera/shared';
import { refreshTemplateLists, templatesKeys } from './keys';

/** What a row change answers: the row as it is now and the snackbar's sentence (ADR 0016). */
export type TemplateChange = ResponseBody<typeof publishTemplate>;

export interface Versioned {
  id: string;
  version: number;
}

/**
 * The mutation of the template's changes that answer `{ template, message }` (publish, unpublish, copy, move,
 * transfer, accept, reject: one file each beside this one): each refreshes the lists and drops the cached
 * template so the editor reads it again.
 */
export function useTemplateChange<Input>(call: (input: Input) => Promise<TemplateChange>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async ({ template }) => {
      client.removeQueries({ queryKey: templatesKeys.detail(template.id) });
      await refreshTemplateLists(client);
    },
  });
}
