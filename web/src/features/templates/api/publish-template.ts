import { publishTemplate } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { useTemplateChange, type Versioned } from './use-template-change';

/** POST /api/templates/{id}/publish: "{title} has been published." (the previous state is remembered). */
export const usePublishTemplate = () =>
  useTemplateChange(({ id, version }: Versioned) => api(publishTemplate, { path: { id }, body: { version } }));
