import { createTemplate as createTemplateContract, type TemplateFields } from '@tessera/shared';
import { api } from '../../../lib/api-client';

/** POST /api/templates: the editor's first save, on the node shown. Answers the template as saved. */
export const createTemplate = (nodeId: string, fields: TemplateFields) =>
  api(createTemplateContract, { body: { ...fields, node_id: nodeId } });
