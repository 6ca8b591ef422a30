import {
  templateActions,
  WORKFLOWS,
  type Template as TemplateView,
  type TemplateSummary,
  type WorkflowId,
} from '@tessera/shared';
import type { Template, TemplatePerson, TemplateRow } from '../../db/templates/templates';
import { text } from '../../lib/text';
import { authorityOver, type TemplateScope } from './scope';

/** How the templates context's records look in its contracts' responses. */
export const templateUri = (templateId: string): string => `/api/templates/${templateId}`;

export function presentNode(scope: TemplateScope, nodeId: string) {
  const node = scope.byId.get(nodeId);
  return { id: nodeId, text: node?.text ?? '', path: node?.path ?? [] };
}

export const presentPerson = (person: TemplatePerson | null) =>
  person ? { id: person.userId, first_name: person.firstName, last_name: person.lastName } : null;

export const workflowName = (workflowId: WorkflowId) => text(`workflows.name.${workflowId}`);

/** One row of a template list; `incoming`: the row of a transfer waiting on the listed node. */
export function presentSummary(scope: TemplateScope, row: TemplateRow, incoming = false) {
  return {
    id: row.templateId,
    title: row.title,
    description: row.description,
    workflow: row.workflowId,
    workflow_name: workflowName(row.workflowId),
    template_kind: WORKFLOWS[row.workflowId].templateKind,
    state: row.state,
    previous_state: row.previousState,
    uri: templateUri(row.templateId),
    hierarchy_id: row.nodeId,
    node: presentNode(scope, row.nodeId),
    template_folder_id: row.folderId,
    author: presentPerson(row.author),
    transfer: row.transfer
      ? {
          from_node: presentNode(scope, row.transfer.fromNodeId),
          to_node: presentNode(scope, row.transfer.toNodeId),
          requested_by: presentPerson(row.transfer.requestedBy),
          requested_at: row.transfer.requestedAt,
        }
      : null,
    incoming,
    rubric_ids: row.rubricIds,
    pages_count: row.pagesCount,
    components_count: row.componentsCount,
    version: row.version,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    ...templateActions(
      { state: row.state, transferTo: row.transfer?.toNodeId ?? null, usageCount: row.usageCount },
      authorityOver(scope, row),
    ),
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
