import { defineEntity } from '../../entity';
import type { PortfolioActedBy, PortfolioPage, PortfolioPerson } from './portfolio';

/**
 * A revision (spec 1 §3 "Revision"): the portfolio exactly as it was submitted — its title, pages and content —
 * frozen by the submit's own transaction and never written again (created only if absent).
 */
export interface PortfolioRevision {
  organizationId: string;
  portfolioId: string;
  revision: number;
  title: string;
  pages: PortfolioPage[];
  content: Record<string, Record<string, unknown>>;
  submittedAt: string;
  submittedBy: PortfolioPerson | null;
  /** Who submitted it while acting as the submitter (impersonation); null when the submitter did. */
  actedBy?: PortfolioActedBy | null;
  /** The portfolio's version the submit wrote. */
  portfolioVersion: number;
}

/** Revision numbers padded so the sort key orders them. */
export const revisionKey = (revision: number) => String(revision).padStart(6, '0');

export const portfolioRevisionEntity = defineEntity<PortfolioRevision>()({
  name: 'portfolioRevision',
  keyFields: ['organizationId', 'portfolioId', 'revision'],
  key: ({ organizationId, portfolioId, revision }) => ({
    pk: `ORG#${organizationId}`,
    sk: `PORTFOLIO_REVISION#${portfolioId}#${revisionKey(revision)}`,
  }),
  defaults: { actedBy: null },
});
