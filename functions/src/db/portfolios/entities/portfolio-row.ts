import type { WorkflowId, WorkflowState } from '@tessera/shared';
import { defineEntity } from '../../entity';
import type { Portfolio } from './portfolio';

/**
 * A portfolio's list row: everything a list shows, without pages and content, in its owner's listing
 * (byRelation `ORG#<org>#USER#<owner>#PORTFOLIOS`, or `...#TRASH` while trashed). Put in the same transaction
 * as every change of the portfolio.
 */
export interface PortfolioRow {
  organizationId: string;
  portfolioId: string;
  ownerId: string;
  type: Portfolio['type'];
  templateId: string | null;
  templateTitle: string;
  workflowId: WorkflowId;
  title: string;
  abstractText: string;
  coverUrl: string;
  coverAttachmentId: string | null;
  coverAlternativeText: string;
  isUserAltText: boolean;
  evidenceDate: string | null;
  displayOnTimeline: boolean;
  timelineOrderAt: string;
  state: WorkflowState;
  groupId: string | null;
  activityId: string | null;
  trashedAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

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
});

export function rowOf(portfolio: Portfolio): PortfolioRow {
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
