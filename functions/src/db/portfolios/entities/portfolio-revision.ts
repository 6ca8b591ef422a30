import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';
import {
  portfolioActedByRecord,
  portfolioContentRecord,
  portfolioPageRecord,
  portfolioPersonRecord,
} from './portfolio';

/**
 * A revision (spec 1 §3 "Revision"): the portfolio exactly as it was submitted — its title, pages and content —
 * frozen by the submit's own transaction and never written again (created only if absent).
 */
export const portfolioRevisionRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    portfolioId: z.string(),
    revision: z.number(),
    title: z.string(),
    pages: z.array(portfolioPageRecord()),
    content: portfolioContentRecord(),
    submittedAt: z.string(),
    submittedBy: z.nullable(portfolioPersonRecord()),
    /** Who submitted it while acting as the submitter (impersonation); null when the submitter did. */
    actedBy: z.optional(z.nullable(portfolioActedByRecord())),
    /** The portfolio's version the submit wrote. */
    portfolioVersion: z.number(),
  }),
);
export type PortfolioRevision = RecordOf<typeof portfolioRevisionRecord>;

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
  record: portfolioRevisionRecord,
});
