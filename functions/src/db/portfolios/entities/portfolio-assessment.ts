import * as z from 'zod/mini';
import { WORKFLOW_ROLES } from '@tessera/shared';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';
import { portfolioActedByRecord, portfolioPersonRecord } from './portfolio';
import { revisionKey } from './portfolio-revision';

/** An assessment component's content (shared's AssessmentComponentContent): a rubric's, a score, feedback. */
const assessmentContentRecord = recordSchema(() =>
  z.union([
    z.object({
      criteria: z.record(z.string(), z.nullable(z.string())),
      comments: z.record(z.string(), z.string()),
      score: z.nullable(z.number()),
      auto_filled: z.boolean(),
    }),
    z.object({ score: z.nullable(z.number()) }),
    z.object({ content: z.string() }),
  ]),
);

/**
 * One assessor's assessment of one revision (docs/adr/0020-assessments.md): the content of the assessment
 * components (assessment rubric, scoring, feedback) by component id, with its own version. One item per
 * assessor, so two assessors saving at once never touch the same item; the revision's summary on the
 * portfolio (portfolio.ts PortfolioAssessment) records that it exists, whether it is primary, done and
 * visible.
 */
export const portfolioAssessmentRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    portfolioId: z.string(),
    revision: z.number(),
    assessorId: z.string(),
    assessor: portfolioPersonRecord(),
    /** The workflow role the assessor acted in when they last saved. */
    role: z.enum(WORKFLOW_ROLES),
    /** Who last saved it while acting as the assessor (impersonation); null when the assessor did. */
    actedBy: z.optional(z.nullable(portfolioActedByRecord())),
    contents: z.record(z.string(), assessmentContentRecord()),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type PortfolioAssessmentItem = RecordOf<typeof portfolioAssessmentRecord>;

export const assessmentsPrefix = (portfolioId: string, revision: number) =>
  `PORTFOLIO_ASSESSMENT#${portfolioId}#${revisionKey(revision)}#`;

export const portfolioAssessmentEntity = defineEntity<PortfolioAssessmentItem>()({
  name: 'portfolioAssessment',
  keyFields: ['organizationId', 'portfolioId', 'revision', 'assessorId'],
  key: ({ organizationId, portfolioId, revision, assessorId }) => ({
    pk: `ORG#${organizationId}`,
    sk: `${assessmentsPrefix(portfolioId, revision)}${assessorId}`,
  }),
  defaults: { contents: {}, actedBy: null },
  record: portfolioAssessmentRecord,
});
