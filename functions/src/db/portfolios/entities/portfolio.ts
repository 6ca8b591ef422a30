import * as z from 'zod/mini';
import { WORKFLOW_IDS, WORKFLOW_ROLES, WORKFLOW_STATES } from '@tessera/shared';
import { defineEntity } from '../../entity';
import { recordParts, recordSchema, type RecordOf } from '../../records';

/** A person named on a portfolio, copied from their account so reads need no second look-up. */
export const portfolioPersonRecord = recordSchema(recordParts.person);
export type PortfolioPerson = RecordOf<typeof portfolioPersonRecord>;

/**
 * Who made a change while acting as the person it is recorded for (impersonation, spec 1 §1), with the
 * impersonation whose audit record lists the change.
 */
export const portfolioActedByRecord = recordSchema(() =>
  z.extend(portfolioPersonRecord(), { impersonationId: z.string() }),
);
export type PortfolioActedBy = RecordOf<typeof portfolioActedByRecord>;

/** Someone holding a workflow role on the portfolio besides its owner (an assessor, a mentor, ...). */
const participantRecord = recordSchema(() => z.extend(portfolioPersonRecord(), { role: z.enum(WORKFLOW_ROLES) }));
export type PortfolioParticipant = RecordOf<typeof participantRecord>;

/** An assessor's assessment of one revision (spec 1 §3 "Revision": assessments). Its id is the assessor's user id. */
const assessmentSummaryRecord = recordSchema(() =>
  z.extend(portfolioPersonRecord(), {
    assessAt: z.string(),
    isPrimary: z.boolean(),
    /** assess_done: Mark-as-done set on this assessment (spec 1 §4). */
    done: z.boolean(),
    /**
     * Shown to the submitter (spec 1 §4 assessments_visibility): set by a collaborative submit; absent (items
     * written before it existed, or no collaborative submit yet) reads as visible.
     */
    visible: z.optional(z.boolean()),
  }),
);
export type PortfolioAssessment = RecordOf<typeof assessmentSummaryRecord>;

/** A revision as the portfolio lists it; its frozen content is its own item (portfolio-revision.ts). */
const revisionSummaryRecord = recordSchema(() =>
  z.object({
    revision: z.number(),
    submittedAt: z.string(),
    submittedBy: z.nullable(portfolioPersonRecord()),
    assessments: z.array(assessmentSummaryRecord()),
  }),
);
export type PortfolioRevisionSummary = RecordOf<typeof revisionSummaryRecord>;

/** A page as the portfolio copied it from its template (component configurations with their permissions). */
export const portfolioPageRecord = recordSchema(() =>
  z.object({ id: z.string(), title: z.string(), components: z.array(recordParts.json()) }),
);
export type PortfolioPage = RecordOf<typeof portfolioPageRecord>;

/** The answers by component id (each as its component kind's content schema reads it, checked on save). */
export const portfolioContentRecord = recordSchema(() => z.record(z.string(), recordParts.json()));

/**
 * A portfolio or evidence item (spec 1 §3 "Portfolio / evidence"), stored as a head and its fields
 * (docs/adr/0028-portfolios-at-institution-scale.md §1): this head holds everything but the pages and the
 * content: the owner, the template and the **snapshot** of it the work runs (`snapshotId`: the pages, shared by
 * every portfolio made from the same template content, entities in db/templates), the workflow state, the
 * participants, the summaries of its revisions with their assessments, `version`. Each component's content
 * is its own `portfolioField` item (portfolio-field.ts). Lists read its row (portfolio-row.ts), written in the
 * same transaction. `version` guards every change (a stale one is a 409 with the newer content).
 *
 * Items written before ADR 0028 held `pages` and `content` here (and no `snapshotId`): they are read as they
 * are until the migration (functions/src/migrations/0028-portfolio-storage.ts) or their next save moves them.
 */
const portfolioHeadShape = () => ({
  organizationId: z.string(),
  portfolioId: z.string(),
  owner: portfolioPersonRecord(),
  type: z.enum(['portfolio', 'evidence']),
  templateId: z.nullable(z.string()),
  templateTitle: z.string(),
  /** The template snapshot the work runs (its pages); null only on items of the old shape. */
  snapshotId: z.nullable(z.string()),
  /**
   * A newer snapshot of the template its owner chose not to take (ADR 0028 §2): not offered again; a newer one
   * than it is.
   */
  declinedSnapshotId: z.optional(z.nullable(z.string())),
  /** The template's node, for the admins who may view it. */
  nodeId: z.nullable(z.string()),
  workflowId: z.enum(WORKFLOW_IDS),
  title: z.string(),
  abstractText: z.string(),
  /** The cover image's media reference (the cropped image's key, never a link: links expire). */
  coverUrl: z.string(),
  /** The cropped cover image (attachments' uploadCover) the reference is of. */
  coverAttachmentId: z.nullable(z.string()),
  coverAlternativeText: z.string(),
  isUserAltText: z.boolean(),
  /** An evidence item's date (ISO date), which also orders it on the timeline. */
  evidenceDate: z.nullable(z.string()),
  displayOnTimeline: z.boolean(),
  timelineOrderAt: z.string(),
  displayAssessmentPanel: z.boolean(),
  /** is_show_names_to_submitters (spec 1 §3): the submitter sees assessors' names. */
  isShowNamesToSubmitters: z.boolean(),
  rolesAllowedMoveToDone: z.array(z.string()),
  state: z.enum(WORKFLOW_STATES),
  participants: z.array(participantRecord()),
  revisions: z.array(revisionSummaryRecord()),
  submittedAt: z.nullable(z.string()),
  assessDoneAt: z.nullable(z.string()),
  groupId: z.nullable(z.string()),
  activityId: z.nullable(z.string()),
  groupTitle: z.nullable(z.string()),
  activityStatus: z.nullable(z.string()),
  scoreSync: z.nullable(z.string()),
  linkedToLms: z.boolean(),
  trashedAt: z.nullable(z.string()),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The head as stored: with the old shape's pages and content where an item still has them. */
export const portfolioHeadRecord = recordSchema(() =>
  z.object({
    ...portfolioHeadShape(),
    pages: z.optional(z.array(portfolioPageRecord())),
    content: z.optional(portfolioContentRecord()),
  }),
);
export type PortfolioHead = RecordOf<typeof portfolioHeadRecord>;

/**
 * The portfolio as the use cases work on it: the head with its snapshot's pages and its fields' content
 * (ports/portfolios.ts assembles it; db/portfolios/portfolio-changes.ts takes it apart again).
 */
export type Portfolio = Omit<PortfolioHead, 'pages' | 'content'> & {
  pages: PortfolioPage[];
  content: Record<string, Record<string, unknown>>;
  /**
   * Read, never stored: components whose field was written ahead of a commit that never came (a container
   * that died between the two: its value is read as the one before). The next save writes them again, so a
   * later head version never makes them count.
   */
  uncommitted?: readonly string[];
};

/** The head of a portfolio: everything but its pages and content. */
export function headOf(portfolio: Portfolio): PortfolioHead {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- taken out: pages live in the snapshot, content in fields
  const { pages, content, uncommitted, ...head } = portfolio;
  return head;
}

export const PORTFOLIO_DEFAULTS = {
  type: 'portfolio',
  templateId: null,
  templateTitle: '',
  nodeId: null,
  abstractText: '',
  coverUrl: '',
  coverAttachmentId: null,
  coverAlternativeText: '',
  isUserAltText: false,
  evidenceDate: null,
  displayOnTimeline: false,
  displayAssessmentPanel: false,
  isShowNamesToSubmitters: false,
  rolesAllowedMoveToDone: [],
  snapshotId: null,
  declinedSnapshotId: null,
  participants: [],
  revisions: [],
  submittedAt: null,
  assessDoneAt: null,
  groupId: null,
  activityId: null,
  groupTitle: null,
  activityStatus: null,
  scoreSync: null,
  linkedToLms: false,
  trashedAt: null,
} satisfies Partial<PortfolioHead>;

export const portfolioEntity = defineEntity<PortfolioHead>()({
  name: 'portfolio',
  keyFields: ['organizationId', 'portfolioId'],
  key: ({ organizationId, portfolioId }) => ({ pk: `ORG#${organizationId}`, sk: `PORTFOLIO#${portfolioId}` }),
  defaults: PORTFOLIO_DEFAULTS,
  record: portfolioHeadRecord,
});
