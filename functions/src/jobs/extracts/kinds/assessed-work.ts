import { assessmentComponentsOf, type AssessedComponentConfig, type AssessmentRubric } from '@tessera/shared';
import { getRubrics } from '../../../ports/rubrics';
import { getTemplatePages } from '../../../ports/templates';

type RubricRead = { title: string; definition: AssessmentRubric };

/**
 * The templates' rubric components and the rubrics, read once per extract whatever the sections sharing them
 * (one BatchGetItem for the templates a section adds, one for the rubrics it adds).
 */
export function assessedWorkCache(organizationId: string) {
  const components = new Map<string, AssessedComponentConfig[]>();
  const rubrics = new Map<string, RubricRead | null>();
  return {
    async templates(templateIds: readonly string[]) {
      const missing = [...new Set(templateIds)].filter((id) => !components.has(id));
      for (const template of await getTemplatePages(organizationId, missing))
        components.set(template.templateId, assessmentComponentsOf(template.pages));
      for (const id of missing) if (!components.has(id)) components.set(id, []);
    },
    componentsOf: (templateId: string) => components.get(templateId) ?? [],
    async rubrics(rubricIds: readonly string[]) {
      const missing = [...new Set(rubricIds)].filter((id) => !rubrics.has(id));
      for (const rubric of await getRubrics(organizationId, missing))
        rubrics.set(rubric.rubricId, { title: rubric.title, definition: rubric.definition });
      for (const id of missing) if (!rubrics.has(id)) rubrics.set(id, null);
    },
    rubric: (rubricId: string) => rubrics.get(rubricId) ?? null,
  };
}
