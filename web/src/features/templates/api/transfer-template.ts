import { transferTemplate } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { useTemplateChange, type Versioned } from './use-template-change';

/** POST /api/templates/{id}/transfer: offered to another node; view-only until it answers. */
export const useTransferTemplate = () =>
  useTemplateChange(({ id, version, nodeId }: Versioned & { nodeId: string }) =>
    api(transferTemplate, { path: { id }, body: { version, node_id: nodeId } }),
  );
