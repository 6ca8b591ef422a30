import * as z from 'zod/mini';
import { STANDARD_STATUSES } from '../../portfolios/standard-statuses';
import { idSchema } from '../identity/schemas';

/**
 * The reports' HTTP shapes (issue 13; docs/adr/0020-assessments.md "Reports"). A standards report is a table
 * of students × standards (met, not_met, not_yet_assessed) with each standard's label and counts (the chart);
 * the rubric-scores report lists, per rubric component of an activity, each criterion's average points and
 * level distribution. Names follow the API's snake_case.
 */
export const sectionReportPathSchema = z.object({ id: idSchema });
export const nodeReportPathSchema = z.object({ id: idSchema });
/** `activityId` as the API names a section's activity: `<groupId>.<planId>`. */
export const activityReportPathSchema = z.object({ id: idSchema, activityId: idSchema });

export const standardStatusSchema = z.enum(STANDARD_STATUSES);

export const reportStandardSchema = z.object({
  id: z.string(),
  /** The statement's code (statement_id, "TS.1"). */
  code: z.string(),
  title: z.string(),
  /** Students per status (the chart). */
  met: z.int(),
  not_met: z.int(),
  not_yet_assessed: z.int(),
});

export const reportStudentSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** standard id → status; every standard of the report is named. */
  standards: z.record(z.string(), standardStatusSchema),
});

export const reportActivitySchema = z.object({
  id: z.string(),
  title: z.string(),
  template_id: z.string(),
});

export const sectionStandardsReportSchema = z.object({
  group: z.object({ id: z.string(), title: z.string(), course_id: z.string() }),
  activities: z.array(reportActivitySchema),
  standards: z.array(reportStandardSchema),
  students: z.array(reportStudentSchema),
  /** Done assessments the report counted (one at most per member and activity). */
  assessments_counted: z.int(),
});

export const nodeStandardsReportSchema = z.object({
  node: z.object({ id: z.string(), title: z.string() }),
  courses: z.array(z.object({ id: z.string(), name: z.string(), node_id: z.string() })),
  groups: z.array(z.object({ id: z.string(), title: z.string(), course_id: z.string() })),
  standards: z.array(reportStandardSchema),
  /** Each student once, whatever the sections they are in; `groups` names them. */
  students: z.array(z.extend(reportStudentSchema, { groups: z.array(z.string()) })),
  assessments_counted: z.int(),
});

export const criterionScoresSchema = z.object({
  id: z.string(),
  name: z.string(),
  average: z.nullable(z.number()),
  average_text: z.nullable(z.string()),
  scored: z.int(),
  not_applicable: z.int(),
  not_entered: z.int(),
  levels: z.array(z.object({ id: z.string(), name: z.string(), count: z.int() })),
});

export const rubricScoresReportSchema = z.object({
  group: z.object({ id: z.string(), title: z.string() }),
  activity: reportActivitySchema,
  /** Members of the section (role member): the most assessments one rubric can count. */
  students: z.int(),
  rubrics: z.array(
    z.object({
      component_id: z.string(),
      label: z.string(),
      rubric_id: z.string(),
      rubric_title: z.string(),
      mode: z.enum(['score', 'plain']),
      /** Members' latest done assessments counted for this component. */
      assessments_counted: z.int(),
      criteria: z.array(criterionScoresSchema),
    }),
  ),
});

export type SectionStandardsReport = z.infer<typeof sectionStandardsReportSchema>;
export type NodeStandardsReport = z.infer<typeof nodeStandardsReportSchema>;
export type RubricScoresReport = z.infer<typeof rubricScoresReportSchema>;
