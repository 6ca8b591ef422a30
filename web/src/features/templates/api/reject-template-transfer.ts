import { rejectTemplateTransfer } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { useTemplateChange, type Versioned } from './use-template-change';

/** POST /api/templates/{id}/reject: the receiving node refuses it, or the sender withdraws it. */
export const useRejectTemplateTransfer = () =>
  useTemplateChange(({ id, version }: Versioned) => api(rejectTemplateTransfer, { path: { id }, body: { version } }));
