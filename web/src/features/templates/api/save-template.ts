import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTemplate, updateTemplate, type TemplateFields } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { refreshTemplateLists, templatesKeys } from './keys';

export type SaveTemplateInput =
  | { kind: 'create'; nodeId: string; fields: TemplateFields }
  | { kind: 'update'; id: string; version: number; fields: TemplateFields };

/**
 * POST /api/templates (the editor's first save) or PUT /api/templates/{id} (every later one, at the version
 * read: a stale one is 409 `templates.stale`). Answers the template as saved.
 */
export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveTemplateInput) =>
      input.kind === 'create'
        ? api(createTemplate, { body: { ...input.fields, node_id: input.nodeId } })
        : api(updateTemplate, { path: { id: input.id }, body: { ...input.fields, version: input.version } }),
    onSuccess: async (template) => {
      client.setQueryData(templatesKeys.detail(template.id), template);
      await refreshTemplateLists(client);
    },
  });
}
