import { acceptTemplateTransfer } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { useTemplateChange, type Versioned } from './use-template-change';

/** POST /api/templates/{id}/accept: 409 `templates.move.confirm_needed` until `confirm` when rubrics are lost. */
export const useAcceptTemplateTransfer = () =>
  useTemplateChange(({ id, version, confirm }: Versioned & { confirm?: boolean }) =>
    api(acceptTemplateTransfer, { path: { id }, body: { version, confirm } }),
  );
