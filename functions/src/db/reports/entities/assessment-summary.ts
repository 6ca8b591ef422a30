import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

/**
 * One student's counted assessment on one activity of a section (docs/adr/0028-portfolios-at-institution-scale.md
 * §3): the latest done assessment of their activity portfolio (shared's countedAssessment) reduced to what the
 * reports show (shared's assessmentFacts): the verdict per standard, the level chosen per rubric criterion,
 * the scores, with which revision and assessor it came from and when they acted. Written in the transaction of
 * every change that moves it (ports/reports.ts), so a report never disagrees with the portfolio; deleted when
 * no assessment counts any more. A few hundred bytes: the reports read a section's summaries, not its
 * portfolios and assessments.
 */
export const assessmentSummaryRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    groupId: z.string(),
    planId: z.string(),
    userId: z.string(),
    portfolioId: z.string(),
    revision: z.number(),
    assessorId: z.string(),
    /** When the assessor last acted on the counted assessment (its assessAt on the revision summary). */
    assessedAt: z.string(),
    standards: z.record(z.string(), z.boolean()),
    rubrics: z.record(
      z.string(),
      z.object({
        rubric_id: z.string(),
        levels: z.record(z.string(), z.nullable(z.string())),
        score: z.nullable(z.number()),
      }),
    ),
    scores: z.record(z.string(), z.nullable(z.number())),
    updatedAt: z.string(),
  }),
);
export type AssessmentSummary = RecordOf<typeof assessmentSummaryRecord>;

/**
 * The section's summaries live in a partition of their own beside the section's (`ORG#<orgId>#GROUP#<groupId>`
 * holds its members, activities and progress rows, which the progress view and propagation Query): a report
 * reads only summaries, and those readers never read one.
 */
export const sectionSummariesPartition = (organizationId: string, groupId: string): string =>
  `ORG#${organizationId}#GROUP#${groupId}#SUMMARIES`;

export const activitySummariesPrefix = (planId: string): string => `SUMMARY#${planId}#`;
/** Every summary of the section's partition. */
export const SUMMARIES_PREFIX = 'SUMMARY#';

export const assessmentSummaryEntity = defineEntity<AssessmentSummary>()({
  name: 'assessmentSummary',
  keyFields: ['organizationId', 'groupId', 'planId', 'userId'],
  key: ({ organizationId, groupId, planId, userId }) => ({
    pk: sectionSummariesPartition(organizationId, groupId),
    sk: `${activitySummariesPrefix(planId)}${userId}`,
  }),
  defaults: { standards: {}, rubrics: {}, scores: {} },
  record: assessmentSummaryRecord,
});
