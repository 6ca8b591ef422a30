import {
  mappedStandards,
  mergeStandards,
  standardStatus,
  type AssessedComponentConfig,
  type AssessmentRubric,
  type ReportStandard,
} from '@tessera/shared';
import type { AssessmentSummary } from '../../../ports/reports';
import type { ExtractRow, ExtractScope } from '../scope';
import { assessedSections, assessedWorkCache } from './assessed-work';

/** The rubric components a summary records (the rubrics its portfolio held), as the standards report reads them. */
const summaryRubricComponents = (summary: AssessmentSummary): AssessedComponentConfig[] =>
  Object.entries(summary.rubrics).map(([componentId, rubric]) => ({
    component_id: componentId,
    type: 'assessment_rubric',
    rubric_id: rubric.rubric_id,
  }));

/** The standards a summary has a verdict on (a portfolio's copy of an older template may map one no more). */
const judgedStandards = (summary: AssessmentSummary): ReportStandard[] =>
  Object.keys(summary.standards).map((id) => ({ id, code: '', title: '' }));

/**
 * The standard extract (docs/extracts.md "standard"): one row per current student × activity × standard the
 * activity maps, met, not met or not yet assessed from the counted assessment of the student's work on it
 * (the latest done one, which the section's reports count). The standards and their labels are the section's
 * standards report's, in its order (its template's components', then those the counted assessments' rubrics
 * map, then any other a counted assessment judged; the first label wins), so rolling a student's rows up over
 * the activities (met in any counts as met) gives the report's status for them. Read as that report reads:
 * per section its members and activities (two Queries), its summaries (ports/reports.ts), and the templates
 * and rubrics not read yet (read once per extract).
 */
export async function* standardRows(scope: ExtractScope): AsyncGenerator<ExtractRow> {
  const cache = assessedWorkCache(scope.job.organizationId);
  for await (const { section, course, node, term, report, summaries } of assessedSections(scope, cache)) {
    const rubrics = new Map<string, AssessmentRubric>();
    const rubricOf = (components: readonly AssessedComponentConfig[]) => {
      for (const config of components)
        if (config.type === 'assessment_rubric') {
          const read = cache.rubric(String(config.rubric_id));
          if (read) rubrics.set(String(config.rubric_id), read.definition);
        }
      return components;
    };
    const fromTemplate = new Map(
      report.activities.map((activity) => [
        activity.planId,
        mappedStandards(rubricOf(cache.componentsOf(activity.templateId)), rubrics),
      ]),
    );
    const fromSummary = new Map(
      summaries.map((summary) => [summary, mappedStandards(rubricOf(summaryRubricComponents(summary)), rubrics)]),
    );
    // The section's standards as its report lists them: the first label of each wins.
    const labels = new Map(
      mergeStandards([...fromTemplate.values(), ...fromSummary.values(), ...summaries.map(judgedStandards)]).map(
        (standard) => [standard.id, standard],
      ),
    );
    const counted = new Map(summaries.map((summary) => [`${summary.planId}#${summary.userId}`, summary]));
    for (const activity of report.activities) {
      const own = summaries.filter((summary) => summary.planId === activity.planId);
      const standards = mergeStandards([
        fromTemplate.get(activity.planId) ?? [],
        ...own.map((summary) => fromSummary.get(summary) ?? []),
        ...own.map(judgedStandards),
      ]);
      for (const student of report.students) {
        const summary = counted.get(`${activity.planId}#${student.userId}`);
        const verdicts = summary ? [new Map(Object.entries(summary.standards))] : [];
        for (const { id } of standards) {
          const standard = labels.get(id) ?? { id, code: '', title: '' };
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
            standard.id,
            standard.code,
            standard.title,
            standardStatus(verdicts, id),
            summary?.portfolioId ?? '',
            summary?.revision ?? null,
            summary?.assessorId ?? '',
            summary?.assessedAt ?? '',
          ];
        }
      }
    }
  }
}
