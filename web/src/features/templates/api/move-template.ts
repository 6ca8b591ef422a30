import { moveTemplate } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { useTemplateChange, type Versioned } from './use-template-change';

/** POST /api/templates/{id}/move: with `confirm` the rubric components the node cannot reach are removed. */
export const useMoveTemplate = () =>
  useTemplateChange(({ id, version, nodeId, confirm }: Versioned & { nodeId: string; confirm?: boolean }) =>
    api(moveTemplate, { path: { id }, body: { version, node_id: nodeId, confirm } }),
  );
