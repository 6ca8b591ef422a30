import { copyTemplate } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { useTemplateChange } from './use-template-change';

/** POST /api/templates/{id}/copy: a new template "<title> (copy)" on the node shown. */
export const useCopyTemplate = () =>
  useTemplateChange(({ id, nodeId }: { id: string; nodeId?: string }) =>
    api(copyTemplate, { path: { id }, body: { node_id: nodeId } }),
  );
