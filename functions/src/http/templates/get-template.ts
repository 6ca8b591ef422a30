import type { getTemplate } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { presentTemplate } from './present';
import { requireTemplate } from './template-library';

/**
 * GET /api/templates/{id}: the template with page_templates, component_configuration, data_templates and
 * content, and what the caller may do. The template and the tree are read in parallel: 2 round trips after
 * actor resolution.
 */
export const getTemplateUseCase: UseCase<typeof getTemplate> = async ({ path }, { actor }) => {
  const { scope, template } = await requireTemplate(actor, path.id);
  return presentTemplate(scope, template);
};
