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
 * A portfolio or evidence item (spec 1 §3 "Portfolio / evidence"), one item holding the work as it is now
 * (docs/adr/0018-portfolios.md): the pages copied from the template when it was made (the template may change
 * later without touching the work), the content by component id, the workflow state, the participants, the
 * summaries of its revisions with their assessments. Measured as JSON before every write (under
 * PORTFOLIO_ITEM_LIMIT_BYTES). Lists read its row (portfolio-row.ts), written in the same transaction.
 * `version` guards every change (a stale one is a 409 with the newer content).
 */
export const portfolioRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    portfolioId: z.string(),
    owner: portfolioPersonRecord(),
    type: z.enum(['portfolio', 'evidence']),
    templateId: z.nullable(z.string()),
    templateTitle: z.string(),
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
    pages: z.array(portfolioPageRecord()),
    content: portfolioContentRecord(),
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
  }),
);
export type Portfolio = RecordOf<typeof portfolioRecord>;

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
  content: {},
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
} satisfies Partial<Portfolio>;

export const portfolioEntity = defineEntity<Portfolio>()({
  name: 'portfolio',
  keyFields: ['organizationId', 'portfolioId'],
  key: ({ organizationId, portfolioId }) => ({ pk: `ORG#${organizationId}`, sk: `PORTFOLIO#${portfolioId}` }),
  defaults: PORTFOLIO_DEFAULTS,
  record: portfolioRecord,
});
