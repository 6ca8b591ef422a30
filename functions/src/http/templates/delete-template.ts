import type { deleteTemplate } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { explainRefusedWrite, requireChange, requireTemplate } from './scope';
import { writeTemplate } from './template-writes';

/**
 * DELETE /api/templates/{id}?version=N: a deletable template (not published, not used) at the version read.
 * Its title guard, row, node holding, folder count and rubric uses go in the same write.
 */
export const deleteTemplateUseCase: UseCase<typeof deleteTemplate> = async ({ path, query }, { actor }) => {
  const { scope, template } = await requireTemplate(actor, path.id);
  requireChange(scope, template, 'delete', query.version);
  const result = await writeTemplate({ current: template, next: null });
  if (result.outcome !== 'saved') return explainRefusedWrite(scope, template, 'delete', query.version);
  return { ok: true as const, message: text('templates.deleted', { title: template.title }) };
};
