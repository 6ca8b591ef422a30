import * as z from 'zod/mini';
import { WORKFLOW_ROLES } from '@tessera/shared';
import { defineEntity } from '../../entity';
import { recordParts, recordSchema, type RecordOf } from '../../records';

/** The assessor, copied from their account (the same person record every context keeps: db/records.ts). */
const assessorRecord = recordSchema(recordParts.person);
/** Who saved it while acting as the assessor (impersonation, spec 1 §1), with the impersonation's id. */
const actedByRecord = recordSchema(() => z.extend(assessorRecord(), { impersonationId: z.string() }));

/**
 * A revision number in a key: six digits, as the portfolio's revisions are keyed
 * (db/portfolios/entities/portfolio-revision.ts), so a revision's assessments sort with it.
 */
const revisionKey = (revision: number) => String(revision).padStart(6, '0');

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
 * portfolio (the portfolios context's PortfolioAssessment) records that it exists, whether it is primary, done and
 * visible.
 */
export const portfolioAssessmentRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    portfolioId: z.string(),
    revision: z.number(),
    assessorId: z.string(),
    assessor: assessorRecord(),
    /** The workflow role the assessor acted in when they last saved. */
    role: z.enum(WORKFLOW_ROLES),
    /** Who last saved it while acting as the assessor (impersonation); null when the assessor did. */
    actedBy: z.optional(z.nullable(actedByRecord())),
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
