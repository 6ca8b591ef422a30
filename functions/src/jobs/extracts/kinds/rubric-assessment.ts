import { criterionScore, RUBRIC_NOT_APPLICABLE, rubricMode, type AssessedComponentConfig } from '@tessera/shared';
import type { AssessmentSummary } from '../../../ports/reports';
import type { ExtractRow, ExtractScope } from '../scope';
import { assessedSections, assessedWorkCache } from './assessed-work';

/**
 * The rubric components a counted assessment is read under, as the activity's rubric-scores report reads
 * them: the template's, then any the summary holds beyond them (a template changed after the portfolio was
 * made), each once by id.
 */
function componentsFor(template: readonly AssessedComponentConfig[], summary: AssessmentSummary) {
  const byId = new Map<string, { componentId: string; label: string; rubricId: string }>();
  const held: AssessedComponentConfig[] = Object.entries(summary.rubrics).map(([componentId, rubric]) => ({
    component_id: componentId,
    type: 'assessment_rubric',
    rubric_id: rubric.rubric_id,
  }));
  for (const config of [...template, ...held]) {
    const componentId = String(config.component_id);
    if (config.type !== 'assessment_rubric' || byId.has(componentId)) continue;
    byId.set(componentId, {
      componentId,
      label: typeof config.label === 'string' ? config.label : '',
      rubricId: String(config.rubric_id),
    });
  }
  return [...byId.values()].filter((component) => summary.rubrics[component.componentId] !== undefined);
}

/**
 * The rubric-assessment extract (docs/extracts.md "rubric-assessment"): one row per criterion of each counted
 * rubric assessment (the latest done assessment of a student's work on an activity, the one the section's
 * reports count) of the sections' current students, with the level chosen and its points. Read as the
 * rubric-scores report reads it: per section its members and activities (two Queries), its summaries (one
 * Query while they fit a page, else one per activity), and the templates and rubrics not read yet.
 */
export async function* rubricAssessmentRows(scope: ExtractScope): AsyncGenerator<ExtractRow> {
  const cache = assessedWorkCache(scope.job.organizationId);
  for await (const { section, course, node, term, report, summaries } of assessedSections(scope, cache)) {
    const counted = new Map(summaries.map((summary) => [`${summary.planId}#${summary.userId}`, summary]));
    for (const activity of report.activities)
      for (const student of report.students) {
        const summary = counted.get(`${activity.planId}#${student.userId}`);
        if (!summary) continue;
        for (const component of componentsFor(cache.componentsOf(activity.templateId), summary)) {
          const rubric = cache.rubric(component.rubricId);
          const held = summary.rubrics[component.componentId];
          if (!rubric || !held) continue;
          const scored = rubricMode(rubric.definition) === 'score';
          for (const criterion of rubric.definition.criterias) {
            const chosen = held.levels[criterion.id] ?? null;
            const level = rubric.definition.levels.find((entry) => entry.id === chosen);
            const notApplicable = chosen === RUBRIC_NOT_APPLICABLE;
            yield [
              node.nodeId,
              node.text,
              course.courseId,
              course.name,
              section.groupId,
              section.groupCode,
              section.name || section.title,
              term?.termId ?? section.termId ?? '',
              term?.name ?? '',
              activity.activityId,
              activity.title,
              student.userId,
              student.firstName,
              student.lastName,
              student.email,
              summary.portfolioId,
              summary.revision,
              summary.assessorId,
              summary.assessedAt,
              component.componentId,
              component.label,
              component.rubricId,
              rubric.title,
              criterion.id,
              criterion.name,
              notApplicable ? RUBRIC_NOT_APPLICABLE : (level?.id ?? ''),
              notApplicable ? 'N/A' : (level?.name ?? ''),
              scored && level ? criterionScore(rubric.definition, criterion.id, level.id) : null,
              held.score,
            ];
          }
        }
      }
  }
}
