import {
  assessmentComponentsOf,
  notFound,
  rubricCriterionScores,
  rubricMode,
  type AssessedComponentConfig,
  type getActivityRubricScoresReport,
  type RubricComponentContent,
  type RubricScoresReport,
} from '@tessera/shared';
import type { Actor, UseCase } from '../../lib/http/types';
import { readAssessedWork, requireReportedSection } from './report-rules';

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
  const members = section.portfolios.filter((entry) => entry.activityId === activityId);

  // The template's rubric components, then any a member's portfolio holds beyond them (a template changed
  // after the portfolio was made): each component once, by id.
  const components = new Map<string, AssessedComponentConfig>();
  const portfolioComponents = members.map((entry) =>
    assessmentComponentsOf(work.portfolios.get(entry.portfolioId)?.pages ?? []),
  );
  for (const config of [work.templateComponents.get(activity.templateId) ?? [], ...portfolioComponents].flat())
    if (config.type === 'assessment_rubric' && !components.has(String(config.component_id)))
      components.set(String(config.component_id), config);

  const rubrics = [...components.values()].flatMap((config) => {
    const componentId = String(config.component_id);
    const rubric = work.rubrics.get(String(config.rubric_id));
    if (!rubric) return [];
    const selections = members.flatMap((entry, index) => {
      const contents = work.counted.get(entry.portfolioId);
      const holds = portfolioComponents[index]?.some((c) => String(c.component_id) === componentId);
      if (!contents || !holds) return [];
      return [(contents[componentId] as RubricComponentContent | undefined)?.criteria ?? {}];
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
 * the latest done assessment of each member's portfolio. Owners and admins with node authority; anyone else
 * 404, as is an activity of another section. Three round trips after the actor (report-rules.ts).
 */
export const getActivityRubricScoresReportUseCase: UseCase<typeof getActivityRubricScoresReport> = async (
  { path },
  { actor },
) => activityRubricScoresReport(actor, path.id, path.activityId);
