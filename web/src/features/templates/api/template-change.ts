import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  acceptTemplateTransfer,
  copyTemplate,
  moveTemplate,
  publishTemplate,
  rejectTemplateTransfer,
  transferTemplate,
  unpublishTemplate,
} from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { refreshTemplateLists, templatesKeys } from './keys';

/** What a row change answers: the row as it is now and the snackbar's sentence (ADR 0016). */
type Change = Awaited<ReturnType<typeof publish>>;

const publish = (id: string, version: number) => api(publishTemplate, { path: { id }, body: { version } });

/**
 * The template's changes that answer `{ template, message }` (publish, unpublish, copy, move, transfer,
 * accept, reject): each refreshes the lists and drops the cached template so the editor reads it again.
 */
function useTemplateChange<Input>(call: (input: Input) => Promise<Change>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async ({ template }) => {
      client.removeQueries({ queryKey: templatesKeys.detail(template.id) });
      await refreshTemplateLists(client);
    },
  });
}

interface Versioned {
  id: string;
  version: number;
}

/** POST /api/templates/{id}/publish: "{title} has been published." (the previous state is remembered). */
export const usePublishTemplate = () => useTemplateChange(({ id, version }: Versioned) => publish(id, version));

/** POST /api/templates/{id}/unpublish: back to the state it had; its row replaces the published one. */
export const useUnpublishTemplate = () =>
  useTemplateChange(({ id, version }: Versioned) => api(unpublishTemplate, { path: { id }, body: { version } }));

/** POST /api/templates/{id}/copy: a new template "<title> (copy)" on the node shown. */
export const useCopyTemplate = () =>
  useTemplateChange(({ id, nodeId }: { id: string; nodeId?: string }) =>
    api(copyTemplate, { path: { id }, body: { node_id: nodeId } }),
  );

/** POST /api/templates/{id}/move: with `confirm` the rubric components the node cannot reach are removed. */
export const useMoveTemplate = () =>
  useTemplateChange(({ id, version, nodeId, confirm }: Versioned & { nodeId: string; confirm?: boolean }) =>
    api(moveTemplate, { path: { id }, body: { version, node_id: nodeId, confirm } }),
  );

/** POST /api/templates/{id}/transfer: offered to another node; view-only until it answers. */
export const useTransferTemplate = () =>
  useTemplateChange(({ id, version, nodeId }: Versioned & { nodeId: string }) =>
    api(transferTemplate, { path: { id }, body: { version, node_id: nodeId } }),
  );

/** POST /api/templates/{id}/accept: 409 `templates.move.confirm_needed` until `confirm` when rubrics are lost. */
export const useAcceptTemplateTransfer = () =>
  useTemplateChange(({ id, version, confirm }: Versioned & { confirm?: boolean }) =>
    api(acceptTemplateTransfer, { path: { id }, body: { version, confirm } }),
  );

/** POST /api/templates/{id}/reject: the receiving node refuses it, or the sender withdraws it. */
export const useRejectTemplateTransfer = () =>
  useTemplateChange(({ id, version }: Versioned) => api(rejectTemplateTransfer, { path: { id }, body: { version } }));
