import { unpublishTemplate } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { useTemplateChange, type Versioned } from './use-template-change';

/** POST /api/templates/{id}/unpublish: back to the state it had; its row replaces the published one. */
export const useUnpublishTemplate = () =>
  useTemplateChange(({ id, version }: Versioned) => api(unpublishTemplate, { path: { id }, body: { version } }));
