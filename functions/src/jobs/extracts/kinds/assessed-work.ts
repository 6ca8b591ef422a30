import { assessmentComponentsOf, type AssessedComponentConfig, type AssessmentRubric } from '@tessera/shared';
import { readSectionRoster, sectionReportOf } from '../../../ports/courses';
import { readSectionSummaries } from '../../../ports/reports';
import { getRubrics } from '../../../ports/rubrics';
import { getTemplatePages } from '../../../ports/templates';
import type { ExtractScope } from '../scope';

type RubricRead = { title: string; definition: AssessmentRubric };

/**
 * The templates' rubric components and the rubrics, read once per extract whatever the sections sharing them
 * (one BatchGetItem for the templates a section adds, one for the rubrics it adds).
 */
export type AssessedWorkCache = ReturnType<typeof assessedWorkCache>;

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

/**
 * The covered sections with students and activities, each with its report (members and activities: two
 * Queries) and its summaries (one Query while they fit a page, else one per activity), once the cache holds the
 * templates and every rubric they and the counted assessments name: what the assessed-work kinds
 * (rubric-assessment, standard) read per section, as the section's reports read it.
 */
export async function* assessedSections({ job, sections }: ExtractScope, cache: AssessedWorkCache) {
  for await (const place of sections()) {
    const { section } = place;
    const report = sectionReportOf(section, await readSectionRoster(job.organizationId, section.groupId));
    if (report.activities.length === 0 || report.students.length === 0) continue;
    const [, summaries] = await Promise.all([
      cache.templates(report.activities.map((activity) => activity.templateId)),
      readSectionSummaries(
        job.organizationId,
        section.groupId,
        report.activities.map((activity) => activity.planId),
        report.students.length,
      ),
    ]);
    await cache.rubrics([
      ...report.activities.flatMap((activity) =>
        cache
          .componentsOf(activity.templateId)
          .filter((config) => config.type === 'assessment_rubric')
          .map((config) => String(config.rubric_id)),
      ),
      ...summaries.flatMap((summary) => Object.values(summary.rubrics).map((rubric) => rubric.rubric_id)),
    ]);
    yield { ...place, report, summaries };
  }
}
