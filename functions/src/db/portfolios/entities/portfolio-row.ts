import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';
import { portfolioHeadRecord, type PortfolioHead } from './portfolio';

/** The portfolio's fields a list shows (everything but pages, content, people and workflow detail). */
const ROW_FIELDS = {
  organizationId: true,
  portfolioId: true,
  type: true,
  templateId: true,
  templateTitle: true,
  workflowId: true,
  title: true,
  abstractText: true,
  coverUrl: true,
  coverAttachmentId: true,
  coverAlternativeText: true,
  isUserAltText: true,
  evidenceDate: true,
  displayOnTimeline: true,
  timelineOrderAt: true,
  state: true,
  groupId: true,
  activityId: true,
  trashedAt: true,
  version: true,
  createdAt: true,
  updatedAt: true,
} as const;

/**
 * A portfolio's list row: everything a list shows, without pages and content, in its owner's listing
 * (byRelation `ORG#<org>#USER#<owner>#PORTFOLIOS`, or `...#TRASH` while trashed). Put in the same transaction
 * as every change of the portfolio. Derived from the portfolio's record: its fields and their types are the
 * portfolio's, with the owner by id.
 */
export const portfolioRowRecord = recordSchema(() =>
  z.extend(z.pick(portfolioHeadRecord(), ROW_FIELDS), { ownerId: z.string() }),
);
export type PortfolioRow = RecordOf<typeof portfolioRowRecord>;

export const ownerPortfoliosPartition = (organizationId: string, ownerId: string, trashed = false) =>
  `ORG#${organizationId}#USER#${ownerId}#${trashed ? 'TRASH' : 'PORTFOLIOS'}`;

export const portfolioRowEntity = defineEntity<PortfolioRow>()({
  name: 'portfolioRow',
  keyFields: ['organizationId', 'portfolioId'],
  key: ({ organizationId, portfolioId }) => ({ pk: `ORG#${organizationId}`, sk: `PORTFOLIO_ROW#${portfolioId}` }),
  indexes: (row) => ({
    gsi1pk: ownerPortfoliosPartition(row.organizationId, row.ownerId, row.trashedAt !== null),
    gsi1sk: `PORTFOLIO#${row.portfolioId}`,
  }),
  defaults: {
    type: 'portfolio',
    templateId: null,
    templateTitle: '',
    abstractText: '',
    coverUrl: '',
    coverAttachmentId: null,
    coverAlternativeText: '',
    isUserAltText: false,
    evidenceDate: null,
    displayOnTimeline: false,
    groupId: null,
    activityId: null,
    trashedAt: null,
  },
  record: portfolioRowRecord,
});

export function rowOf(portfolio: PortfolioHead): PortfolioRow {
  return {
    organizationId: portfolio.organizationId,
    portfolioId: portfolio.portfolioId,
    ownerId: portfolio.owner.userId,
    type: portfolio.type,
    templateId: portfolio.templateId,
    templateTitle: portfolio.templateTitle,
    workflowId: portfolio.workflowId,
    title: portfolio.title,
    abstractText: portfolio.abstractText,
    coverUrl: portfolio.coverUrl,
    coverAttachmentId: portfolio.coverAttachmentId,
    coverAlternativeText: portfolio.coverAlternativeText,
    isUserAltText: portfolio.isUserAltText,
    evidenceDate: portfolio.evidenceDate,
    displayOnTimeline: portfolio.displayOnTimeline,
    timelineOrderAt: portfolio.timelineOrderAt,
    state: portfolio.state,
    groupId: portfolio.groupId,
    activityId: portfolio.activityId,
    trashedAt: portfolio.trashedAt,
    version: portfolio.version,
    createdAt: portfolio.createdAt,
    updatedAt: portfolio.updatedAt,
  };
}
