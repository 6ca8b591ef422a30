import {
  notFound,
  rubricCriterionScores,
  rubricMode,
  type AssessedComponentConfig,
  type getActivityRubricScoresReport,
  type RubricScoresReport,
} from '@tessera/shared';
import type { Actor, UseCase } from '../../lib/http/types';
import { readAssessedWork, requireReportedSection, summaryRubricComponents } from './report-rules';

/** The activity's rubric-scores report (shared by its JSON and CSV forms). */
export async function activityRubricScoresReport(
  actor: Actor,
  groupId: string,
  activityId: string,
): Promise<RubricScoresReport> {
  const section = await requireReportedSection(actor, groupId);
  const activity = section.activities.find((entry) => entry.activityId === activityId);
  if (!activity) throw notFound();
  const work = await readAssessedWork(actor.organisation.organizationId, [section], { activityId });
  const students = new Set(section.students.map((student) => student.userId));
  const counted = (work.summaries.get(section.groupId) ?? []).filter(
    (summary) => summary.planId === activity.planId && students.has(summary.userId),
  );

  // The template's rubric components, then any a counted assessment's portfolio held beyond them (a template
  // changed after the portfolio was made): each component once, by id.
  const components = new Map<string, AssessedComponentConfig>();
  for (const config of [
    ...(work.templateComponents.get(activity.templateId) ?? []),
    ...counted.flatMap(summaryRubricComponents),
  ])
    if (config.type === 'assessment_rubric' && !components.has(String(config.component_id)))
      components.set(String(config.component_id), config);

  const rubrics = [...components.values()].flatMap((config) => {
    const componentId = String(config.component_id);
    const rubric = work.rubrics.get(String(config.rubric_id));
    if (!rubric) return [];
    // Each counted assessment whose portfolio holds the component, with the levels chosen (none: nothing entered).
    const selections = counted.flatMap((summary) => {
      const held = summary.rubrics[componentId];
      return held ? [held.levels] : [];
    });
    return [
      {
        component_id: componentId,
        label: typeof config.label === 'string' ? config.label : '',
        rubric_id: String(config.rubric_id),
        rubric_title: rubric.title,
        mode: rubricMode(rubric.definition),
        assessments_counted: selections.length,
        criteria: rubricCriterionScores(rubric.definition, selections),
      },
    ];
  });
  return {
    group: { id: section.groupId, title: section.title },
    activity: { id: activity.activityId, title: activity.title, template_id: activity.templateId },
    students: section.students.length,
    rubrics,
  };
}

/**
 * GET /api/groups/{id}/activities/{activityId}/reports/rubric-scores (issue 13; ADR 0020 "Reports"): per
 * rubric component of the activity and per criterion, the average points (the cell × weight the total adds;
 * N/A and nothing entered left out; two decimals), how many chose each level, and the assessments counted —
 * the latest done assessment of each member's portfolio, read from the section's summaries of that activity
 * (ADR 0028 §3). Owners and admins with node authority; anyone else 404, as is an activity of another section.
 * Three round trips after the actor (report-rules.ts).
 */
export const getActivityRubricScoresReportUseCase: UseCase<typeof getActivityRubricScoresReport> = async (
  { path },
  { actor },
) => activityRubricScoresReport(actor, path.id, path.activityId);
