import { templateStateAfterAutosave, type createTemplate } from '@tessera/shared';
import { ulid } from 'ulid';
import type { Template } from '../../db/templates/templates';
import type { UseCase } from '../../lib/http/types';
import { freshRecordFields } from '../../lib/library/records';
import { historyEntry } from './history';
import { presentTemplate } from './present';
import { loadScope, requireAdministeredNode } from './scope';
import { requireFolderOn, requireThemeOf } from './placement';
import { checkTemplate, requireFits } from './template-rules';
import { writeTemplate } from './template-writes';
import { throwWriteRefusal } from './write-outcome';

/**
 * POST /api/templates (spec 2 §7): the editor's first save creates the template on a node the caller
 * administers, state created (a new eportfolio template becomes draft with this first save, spec 2 §4).
 * Every rule of template-rules.ts is checked; the title claims its guard, the node's holdings and the
 * folder's count go up and each rubric used counts one use, all in one transaction.
 */
export const createTemplateUseCase: UseCase<typeof createTemplate> = async ({ body }, { actor }) => {
  const scope = await loadScope(actor);
  const node = requireAdministeredNode(scope, body.node_id);
  const [checked] = await Promise.all([
    checkTemplate(actor, node, body),
    requireFolderOn(scope.organizationId, node.nodeId, body.template_folder_id),
    requireThemeOf(scope.organizationId, body.template_theme_id),
  ]);
  const now = new Date();
  const template: Template = {
    organizationId: scope.organizationId,
    templateId: ulid(now.getTime()),
    nodeId: node.nodeId,
    title: checked.title,
    description: body.description ?? '',
    workflowId: body.workflow,
    // Set by the write (template-writes.ts), with the snapshot of its content.
    snapshotId: null,
    state: templateStateAfterAutosave(body.workflow, 'created'),
    previousState: null,
    theme: body.theme ?? 'template_blank',
    templateThemeId: body.template_theme_id ?? null,
    folderId: body.template_folder_id ?? null,
    pages: checked.pages,
    dataTemplates: checked.dataTemplates,
    content: checked.content,
    abstract: body.abstract ?? '',
    settings: checked.settings,
    rolesAllowedMoveToDone: checked.rolesAllowedMoveToDone,
    rubricIds: checked.rubricIds,
    ...freshRecordFields(actor, now),
  };
  requireFits(template);
  const result = await writeTemplate({
    current: null,
    next: template,
    history: historyEntry(actor, template.templateId, 'created', now),
  });
  throwWriteRefusal(result);
  return presentTemplate(scope, template);
};
