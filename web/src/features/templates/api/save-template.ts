import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplateFields } from '@tessera/shared';
import { createTemplate } from './create-template';
import { refreshTemplateLists, templatesKeys } from './keys';
import { updateTemplate } from './update-template';

export type SaveTemplateInput =
  | { kind: 'create'; nodeId: string; fields: TemplateFields }
  | { kind: 'update'; id: string; version: number; fields: TemplateFields };

/** The editor's one save: its first (create-template) or every later one (update-template). */
export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveTemplateInput) =>
      input.kind === 'create'
        ? createTemplate(input.nodeId, input.fields)
        : updateTemplate(input.id, input.version, input.fields),
    onSuccess: async (template) => {
      client.setQueryData(templatesKeys.detail(template.id), template);
      await refreshTemplateLists(client);
    },
  });
}
