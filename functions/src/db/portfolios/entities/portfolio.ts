import type { WorkflowId, WorkflowRole, WorkflowState } from '@tessera/shared';
import { defineEntity } from '../../entity';

/** A person named on a portfolio, copied from their account so reads need no second look-up. */
export interface PortfolioPerson {
  userId: string;
  firstName: string;
  lastName: string;
}

/**
 * Who made a change while acting as the person it is recorded for (impersonation, spec 1 §1), with the
 * impersonation whose audit record lists the change.
 */
export interface PortfolioActedBy extends PortfolioPerson {
  impersonationId: string;
}

/** Someone holding a workflow role on the portfolio besides its owner (an assessor, a mentor, ...). */
export interface PortfolioParticipant extends PortfolioPerson {
  role: WorkflowRole;
}

/** An assessor's assessment of one revision (spec 1 §3 "Revision": assessments). Its id is the assessor's user id. */
export interface PortfolioAssessment extends PortfolioPerson {
  assessAt: string;
  isPrimary: boolean;
  /** assess_done: Mark-as-done set on this assessment (spec 1 §4). */
  done: boolean;
  /**
   * Shown to the submitter (spec 1 §4 assessments_visibility): set by a collaborative submit; absent (items
   * written before it existed, or no collaborative submit yet) reads as visible.
   */
  visible?: boolean;
}

/** A revision as the portfolio lists it; its frozen content is its own item (portfolio-revision.ts). */
export interface PortfolioRevisionSummary {
  revision: number;
  submittedAt: string;
  submittedBy: PortfolioPerson | null;
  assessments: PortfolioAssessment[];
}

/** A page as the portfolio copied it from its template (component configurations with their permissions). */
export interface PortfolioPage {
  id: string;
  title: string;
  components: Record<string, unknown>[];
}

/**
 * A portfolio or evidence item (spec 1 §3 "Portfolio / evidence"), one item holding the work as it is now
 * (docs/adr/0018-portfolios.md): the pages copied from the template when it was made (the template may change
 * later without touching the work), the content by component id, the workflow state, the participants, the
 * summaries of its revisions with their assessments. Measured as JSON before every write (under
 * PORTFOLIO_ITEM_LIMIT_BYTES). Lists read its row (portfolio-row.ts), written in the same transaction.
 * `version` guards every change (a stale one is a 409 with the newer content).
 */
export interface Portfolio {
  organizationId: string;
  portfolioId: string;
  owner: PortfolioPerson;
  type: 'portfolio' | 'evidence';
  templateId: string | null;
  templateTitle: string;
  /** The template's node, for the admins who may view it. */
  nodeId: string | null;
  workflowId: WorkflowId;
  title: string;
  abstractText: string;
  /** The cover image's media reference (the cropped image's key, never a link: links expire). */
  coverUrl: string;
  /** The cropped cover image (attachments' uploadCover) the reference is of. */
  coverAttachmentId: string | null;
  coverAlternativeText: string;
  isUserAltText: boolean;
  /** An evidence item's date (ISO date), which also orders it on the timeline. */
  evidenceDate: string | null;
  displayOnTimeline: boolean;
  timelineOrderAt: string;
  displayAssessmentPanel: boolean;
  /** is_show_names_to_submitters (spec 1 §3): the submitter sees assessors' names. */
  isShowNamesToSubmitters: boolean;
  rolesAllowedMoveToDone: string[];
  pages: PortfolioPage[];
  content: Record<string, Record<string, unknown>>;
  state: WorkflowState;
  participants: PortfolioParticipant[];
  revisions: PortfolioRevisionSummary[];
  submittedAt: string | null;
  assessDoneAt: string | null;
  groupId: string | null;
  activityId: string | null;
  groupTitle: string | null;
  activityStatus: string | null;
  scoreSync: string | null;
  linkedToLms: boolean;
  trashedAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
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
});
