import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';
import { portfolioActedByRecord, portfolioPersonRecord } from './portfolio';
import { revisionKey } from './portfolio-revision';

/** A highlighted range of a component's plain text (an annotation). */
const highlightRecord = recordSchema(() => z.object({ start: z.number(), end: z.number(), text: z.string() }));
export type CommentHighlight = RecordOf<typeof highlightRecord>;

/**
 * A comment or annotation (spec 1 §3 "Annotation/comment") in one assessment thread of one revision. It stays
 * with its revision: its key names the revision, and later revisions have threads of their own.
 */
export const portfolioCommentRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    portfolioId: z.string(),
    revision: z.number(),
    commentId: z.string(),
    /** The assessment thread: an assessor's user id, or `0` for the revision's general thread. */
    assessment: z.string(),
    text: z.string(),
    highlights: z.array(highlightRecord()),
    referencePortfolioId: z.string(),
    referenceComponentId: z.nullable(z.string()),
    forRevision: z.boolean(),
    author: portfolioPersonRecord(),
    /** Who wrote it while acting as the author (impersonation); null when the author did. */
    actedBy: z.optional(z.nullable(portfolioActedByRecord())),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type PortfolioComment = RecordOf<typeof portfolioCommentRecord>;

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
  record: portfolioCommentRecord,
});
