import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';
import {
  portfolioActedByRecord,
  portfolioContentRecord,
  portfolioPageRecord,
  portfolioPersonRecord,
  type PortfolioPage,
} from './portfolio';
import { storedValueShape } from './portfolio-field';

/**
 * A revision (spec 1 §3 "Revision"): the portfolio exactly as it was submitted, frozen by the submit and never
 * written again (created only if absent). Stored as a head (this item: the title, the template snapshot the
 * pages are, who and when) and its fields (`portfolioRevisionField`, one per component, copied from the
 * portfolio's at submit), docs/adr/0028-portfolios-at-institution-scale.md §1. The fields are written first and
 * the head last, so a revision whose head exists has all its fields; `writeId` names the submit that wrote
 * them (a submit that lost the race leaves none that count). Items written before ADR 0028 hold `pages` and
 * `content` here instead.
 */
const revisionHeadShape = () => ({
  organizationId: z.string(),
  portfolioId: z.string(),
  revision: z.number(),
  title: z.string(),
  templateId: z.nullable(z.string()),
  snapshotId: z.nullable(z.string()),
  writeId: z.nullable(z.string()),
  submittedAt: z.string(),
  submittedBy: z.nullable(portfolioPersonRecord()),
  /** Who submitted it while acting as the submitter (impersonation); null when the submitter did. */
  actedBy: z.optional(z.nullable(portfolioActedByRecord())),
  /** The portfolio's version the submit wrote. */
  portfolioVersion: z.number(),
});

export const portfolioRevisionHeadRecord = recordSchema(() =>
  z.object({
    ...revisionHeadShape(),
    pages: z.optional(z.array(portfolioPageRecord())),
    content: z.optional(portfolioContentRecord()),
  }),
);
export type PortfolioRevisionHead = RecordOf<typeof portfolioRevisionHeadRecord>;

/** A revision as the use cases read it: the head with its snapshot's pages and its fields' content. */
export type PortfolioRevision = Omit<PortfolioRevisionHead, 'pages' | 'content'> & {
  pages: PortfolioPage[];
  content: Record<string, Record<string, unknown>>;
};

export function revisionHeadOf(revision: PortfolioRevision): PortfolioRevisionHead {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- taken out: pages live in the snapshot, content in fields
  const { pages, content, ...head } = revision;
  return head;
}

/** Revision numbers padded so the sort key orders them. */
export const revisionKey = (revision: number) => String(revision).padStart(6, '0');

export const portfolioRevisionEntity = defineEntity<PortfolioRevisionHead>()({
  name: 'portfolioRevision',
  keyFields: ['organizationId', 'portfolioId', 'revision'],
  key: ({ organizationId, portfolioId, revision }) => ({
    pk: `ORG#${organizationId}`,
    sk: `PORTFOLIO_REVISION#${portfolioId}#${revisionKey(revision)}`,
  }),
  defaults: { actedBy: null, templateId: null, snapshotId: null, writeId: null },
  record: portfolioRevisionHeadRecord,
});

/**
 * One component's content of a revision as submitted: `PORTFOLIO_REVISION_FIELD#<portfolioId>#<revision>#
 * <writeId>#<componentId>`. The submit's `writeId` is in the key so that a submit that lost the race for the
 * same revision number, cleaning up what it wrote, never deletes the fields of the one that won.
 */
export const portfolioRevisionFieldRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    portfolioId: z.string(),
    revision: z.number(),
    writeId: z.string(),
    componentId: z.string(),
    ...storedValueShape(),
  }),
);
export type PortfolioRevisionField = RecordOf<typeof portfolioRevisionFieldRecord>;

export const revisionFieldsPrefix = (portfolioId: string, revision: number) =>
  `${portfolioRevisionFieldsPrefix(portfolioId)}${revisionKey(revision)}#`;

/** Every revision field of a portfolio, whatever the revision. */
export const portfolioRevisionFieldsPrefix = (portfolioId: string) => `PORTFOLIO_REVISION_FIELD#${portfolioId}#`;

export const portfolioRevisionFieldEntity = defineEntity<PortfolioRevisionField>()({
  name: 'portfolioRevisionField',
  keyFields: ['organizationId', 'portfolioId', 'revision', 'writeId', 'componentId'],
  key: ({ organizationId, portfolioId, revision, writeId, componentId }) => ({
    pk: `ORG#${organizationId}`,
    sk: `${revisionFieldsPrefix(portfolioId, revision)}${writeId}#${componentId}`,
  }),
  defaults: { value: null, object: null },
  record: portfolioRevisionFieldRecord,
});
