import type { deleteTemplate } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { templateLibrary } from './template-library';

/**
 * DELETE /api/templates/{id}?version=N: a deletable template (not published, not used) at the version read.
 * Its title guard, row, node holding, folder count and rubric uses go in the same write.
 */
export const deleteTemplateUseCase: UseCase<typeof deleteTemplate> = async ({ path, query }, { actor }) => {
  const template = await templateLibrary.remove(actor, path.id, query.version);
  return { ok: true as const, message: text('templates.deleted', { title: template.title }) };
};
