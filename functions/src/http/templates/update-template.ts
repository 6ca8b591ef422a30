import { invalidField, notFound, templateStateAfterAutosave, type updateTemplate } from '@tessera/shared';
import type { Template } from '../../db/templates/templates';
import type { UseCase } from '../../lib/http/types';
import { historyEntry } from './history';
import { requireFolderOn, requireThemeOf } from './placement';
import { presentTemplate } from './present';
import { requireTemplate, templateLibrary } from './template-library';
import { checkTemplate, requireFits } from './template-rules';
import { writeTemplate } from './template-writes';
import { throwWriteRefusal } from './write-outcome';

/**
 * PUT /api/templates/{id} (spec 2 §7): the editor's later saves, at the version read (else 409 "This
 * Template was changed by someone else…", never a silent overwrite). The workflow stays the one it was
 * created with; a new eportfolio template becomes draft (spec 2 §4). Rubric uses follow the rubric
 * components: rubrics newly used take a use, rubrics no longer used release theirs, in the same write.
 */
export const updateTemplateUseCase: UseCase<typeof updateTemplate> = async ({ path, body }, { actor }) => {
  const { scope, template } = await requireTemplate(actor, path.id);
  templateLibrary.requireChange(scope, template, 'save', body.version);
  if (body.workflow !== template.workflowId) throw invalidField('workflow', 'templates.workflow_fixed');
  const node = scope.byId.get(template.nodeId);
  if (!node) throw notFound();
  const [checked] = await Promise.all([
    checkTemplate(actor, node, body, template.workflowId),
    requireFolderOn(scope.organizationId, node.nodeId, body.template_folder_id),
    requireThemeOf(scope.organizationId, body.template_theme_id),
  ]);
  const now = new Date();
  const next: Template = {
    ...template,
    title: checked.title,
    description: body.description ?? '',
    state: templateStateAfterAutosave(template.workflowId, template.state),
    theme: body.theme ?? template.theme,
    templateThemeId: body.template_theme_id ?? null,
    folderId: body.template_folder_id ?? null,
    pages: checked.pages,
    dataTemplates: checked.dataTemplates,
    content: checked.content,
    abstract: body.abstract ?? '',
    settings: checked.settings,
    rolesAllowedMoveToDone: checked.rolesAllowedMoveToDone,
    rubricIds: checked.rubricIds,
    version: template.version + 1,
    updatedAt: now.toISOString(),
  };
  requireFits(next);
  const result = await writeTemplate({
    current: template,
    next,
    history: historyEntry(actor, template.templateId, 'updated', now),
  });
  if (result.outcome === 'conflict') return templateLibrary.explainRefusedWrite(scope, template, 'save', body.version);
  throwWriteRefusal(result);
  return presentTemplate(scope, next);
};
