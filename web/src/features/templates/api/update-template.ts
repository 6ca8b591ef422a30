import { updateTemplate as updateTemplateContract, type TemplateFields } from '@tessera/shared';
import { api } from '../../../lib/api-client';

/** PUT /api/templates/{id} at the version read: a stale one is 409 `templates.stale`. Answers the template as saved. */
export const updateTemplate = (id: string, version: number, fields: TemplateFields) =>
  api(updateTemplateContract, { path: { id }, body: { ...fields, version } });
