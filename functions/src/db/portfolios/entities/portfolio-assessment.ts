import type { AssessmentComponentContent, WorkflowRole } from '@tessera/shared';
import { defineEntity } from '../../entity';
import type { PortfolioActedBy, PortfolioPerson } from './portfolio';
import { revisionKey } from './portfolio-revision';

/**
 * One assessor's assessment of one revision (docs/adr/0020-assessments.md): the content of the assessment
 * components (assessment rubric, scoring, feedback) by component id, with its own version. One item per
 * assessor, so two assessors saving at once never touch the same item; the revision's summary on the
 * portfolio (portfolio.ts PortfolioAssessment) records that it exists, whether it is primary, done and
 * visible.
 */
export interface PortfolioAssessmentItem {
  organizationId: string;
  portfolioId: string;
  revision: number;
  assessorId: string;
  assessor: PortfolioPerson;
  /** The workflow role the assessor acted in when they last saved. */
  role: WorkflowRole;
  /** Who last saved it while acting as the assessor (impersonation); null when the assessor did. */
  actedBy?: PortfolioActedBy | null;
  contents: Record<string, AssessmentComponentContent>;
  version: number;
  createdAt: string;
  updatedAt: string;
}

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
});
