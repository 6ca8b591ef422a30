import {
  templateActions,
  WORKFLOWS,
  type Template as TemplateView,
  type TemplateSummary,
  type WorkflowId,
} from '@tessera/shared';
import type { Template, TemplateRow } from '../../db/templates/templates';
import { actionSubject, authorityOver } from '../../lib/library/authority';
import { presentLibraryRow, presentNode } from '../../lib/library/present';
import { text } from '../../lib/text';
import { templatePlaces, type TemplateScope } from './scope';

/** How the templates context's records look in its contracts' responses. */
export const templateUri = (templateId: string): string => `/api/templates/${templateId}`;

export { presentNode, presentPerson } from '../../lib/library/present';

export const workflowName = (workflowId: WorkflowId) => text(`workflows.name.${workflowId}`);

/** One row of a template list; `incoming`: the row of a transfer waiting on the listed node. */
export function presentSummary(scope: TemplateScope, row: TemplateRow, incoming = false) {
  return {
    ...presentLibraryRow(scope, row, { id: row.templateId, uri: templateUri(row.templateId), incoming }),
    node: presentNode(scope, row.nodeId),
    description: row.description,
    workflow: row.workflowId,
    workflow_name: workflowName(row.workflowId),
    template_kind: WORKFLOWS[row.workflowId].templateKind,
    previous_state: row.previousState,
    template_folder_id: row.folderId,
    rubric_ids: row.rubricIds,
    pages_count: row.pagesCount,
    components_count: row.componentsCount,
    ...templateActions(actionSubject(row), authorityOver(templatePlaces, scope, row)),
  } satisfies Record<keyof TemplateSummary, unknown>;
}

/** The whole template: its row and its pages, components and settings (spec 1 §3, spec 2 §3). */
export function presentTemplate(scope: TemplateScope, template: Template) {
  const row = {
    ...template,
    pagesCount: template.pages.length,
    componentsCount: template.pages.reduce((sum, page) => sum + page.components.length, 0),
  };
  const componentConfiguration: Record<string, Record<string, unknown>> = {};
  for (const page of template.pages) {
    for (const component of page.components) componentConfiguration[String(component.component_id)] = component;
  }
  return {
    ...presentSummary(scope, row),
    theme: template.theme,
    template_theme_id: template.templateThemeId,
    page_templates: template.pages,
    component_configuration: componentConfiguration,
    data_templates: template.dataTemplates,
    content: template.content,
    abstract: template.abstract,
    ...template.settings,
    is_show_names_to_submitters: template.settings.is_show_names_to_submitters ?? false,
    roles_allowed_move_to_done: template.rolesAllowedMoveToDone,
  } satisfies Record<keyof TemplateView, unknown>;
}
