import { defineEntity } from '../../entity';
import type { PortfolioActedBy, PortfolioPerson } from './portfolio';
import { revisionKey } from './portfolio-revision';

/** A highlighted range of a component's plain text (an annotation). */
export interface CommentHighlight {
  start: number;
  end: number;
  text: string;
}

/**
 * A comment or annotation (spec 1 §3 "Annotation/comment") in one assessment thread of one revision. It stays
 * with its revision: its key names the revision, and later revisions have threads of their own.
 */
export interface PortfolioComment {
  organizationId: string;
  portfolioId: string;
  revision: number;
  commentId: string;
  /** The assessment thread: an assessor's user id, or `0` for the revision's general thread. */
  assessment: string;
  text: string;
  highlights: CommentHighlight[];
  referencePortfolioId: string;
  referenceComponentId: string | null;
  forRevision: boolean;
  author: PortfolioPerson;
  /** Who wrote it while acting as the author (impersonation); null when the author did. */
  actedBy?: PortfolioActedBy | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const commentsPrefix = (portfolioId: string, revision: number) =>
  `PORTFOLIO_COMMENT#${portfolioId}#${revisionKey(revision)}#`;

export const portfolioCommentEntity = defineEntity<PortfolioComment>()({
  name: 'portfolioComment',
  keyFields: ['organizationId', 'portfolioId', 'revision', 'commentId'],
  key: ({ organizationId, portfolioId, revision, commentId }) => ({
    pk: `ORG#${organizationId}`,
    sk: `${commentsPrefix(portfolioId, revision)}${commentId}`,
  }),
  defaults: { highlights: [], referenceComponentId: null, forRevision: false, actedBy: null },
});
