import { invalidField } from '@tessera/shared';
import { getTemplateFolder } from '../../db/templates/templates';
import { getTemplateTheme } from '../../db/templates/template-themes';
import { getRubric, listUsableRubrics, type Rubric } from '../../ports/rubrics';
import type { OrganisationNode } from '../../ports/hierarchy';
import { text, type Text } from '../../lib/text';
import type { Template } from '../../db/templates/templates';
import { presentNode } from './present';
import { reaches, type TemplateScope } from './scope';

/** A folder a template is filed in must belong to the template's node (spec 3 §2 template folders). */
export async function requireFolderOn(
  organizationId: string,
  nodeId: string,
  folderId: string | null | undefined,
): Promise<void> {
  if (!folderId) return;
  const folder = await getTemplateFolder(organizationId, folderId);
  if (!folder || folder.nodeId !== nodeId) throw invalidField('template_folder_id', 'templates.folder.not_on_node');
}

/** A template theme named by a template must be one of the organisation's. */
export async function requireThemeOf(organizationId: string, themeId: string | null | undefined): Promise<void> {
  if (!themeId) return;
  if (!(await getTemplateTheme(organizationId, themeId))) {
    throw invalidField('template_theme_id', 'templates.theme.not_found');
  }
}

/** A rubric a template uses that `to` cannot reach, with the node it belongs to and why (spec 2 §8). */
export interface UnreachableRubric {
  id: string;
  title: string;
  node: { id: string; text: string; path: string[] } | null;
  reason: Text;
}

/**
 * The template's rubrics that `to` cannot reach: a rubric is usable at its node and beneath it (ADR 0015),
 * so one on a node that is neither `to` nor above it would be out of reach after the move. The default
 * rubric (no node) is reached everywhere. One Query of the usable rubrics (+ GetItem of any that is no
 * longer usable, e.g. archived, which stays with the uses already made).
 */
export async function unreachableRubrics(
  scope: TemplateScope,
  template: Template,
  to: OrganisationNode,
): Promise<UnreachableRubric[]> {
  if (template.rubricIds.length === 0) return [];
  const usable = await listUsableRubrics(scope.organizationId);
  const byId = new Map(usable.map((rubric) => [rubric.rubricId, rubric]));
  const missing = template.rubricIds.filter((id) => !byId.has(id));
  const extra = await Promise.all(missing.map((id) => getRubric(scope.organizationId, id)));
  for (const rubric of extra) if (rubric) byId.set(rubric.rubricId, rubric);
  return template.rubricIds.flatMap((id) => {
    const rubric: Rubric | undefined = byId.get(id);
    if (!rubric || rubric.nodeId === null || reaches(to, rubric.nodeId)) return [];
    const node = presentNode(scope, rubric.nodeId);
    return [
      {
        id,
        title: rubric.title,
        node,
        reason: text('templates.move.rubric_unreachable', {
          rubric: rubric.title,
          rubric_node: node.text,
          node: to.text,
        }),
      },
    ];
  });
}

/** The template without the rubric components using `rubricIds` (a confirmed move, spec 2 §8). */
export function withoutRubrics(template: Template, rubricIds: readonly string[]): Template {
  const dropped = new Set(rubricIds);
  const removedComponentIds = new Set<string>();
  const pages = template.pages.map((page) => ({
    ...page,
    components: page.components.filter((component) => {
      const drop =
        (component.type === 'rubric' || component.type === 'assessment_rubric') &&
        dropped.has(String(component.rubric_id));
      if (drop) removedComponentIds.add(String(component.component_id));
      return !drop;
    }),
  }));
  const dataTemplates = Object.fromEntries(
    Object.entries(template.dataTemplates).filter(([id]) => !removedComponentIds.has(id)),
  );
  return { ...template, pages, dataTemplates, rubricIds: template.rubricIds.filter((id) => !dropped.has(id)) };
}
