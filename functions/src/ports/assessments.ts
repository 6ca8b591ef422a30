/**
 * The assessments context's published interface (ADR 0013, 0020): its one visibility rule (below), which
 * every presenter that names an assessor or shows an assessment asks, in whichever context; an assessor's
 * assessment read by key (`getAssessment`: an assessor's Submit checks its required components there); and
 * what the reports read (`getReportedAssessments`: one BatchGetItem). Lint forbids reaching into
 * `db/assessments` or `http/assessments` from elsewhere.
 */
import {
  componentModes,
  isAssessingRole,
  isSupervisingRole,
  type ComponentMode,
  type WorkflowRole,
} from '@tessera/shared';
import {
  componentsOf,
  workflowView,
  type Portfolio,
  type PortfolioAssessment,
  type PortfolioRevisionSummary,
  type Viewer,
} from './portfolios';

export {
  assessmentUnchanged,
  getAssessment,
  getReportedAssessments,
  type PortfolioAssessmentItem,
  type ReportedAssessment,
} from '../db/assessments/assessments';

/**
 * What one viewer sees of one assessor's assessment (docs/adr/0020-assessments.md "Who sees what of an
 * assessment"). The one visibility rule of the assessments context, offered by its port (ADR 0013) because the
 * portfolios context presents assessors too: every presenter that can name an assessor or show an
 * assessment — the assessment itself and "Apply", the revision history and a revision, the participants, the
 * comment threads and their authors, the notifications a student receives — asks it, and nothing else decides.
 */
export interface AssessmentSight {
  /** The assessment exists for the viewer: listed on its revision, its thread and comments readable. */
  shown: boolean;
  /** Its content may be read (GET) and copied into one's own (Apply). */
  readable: boolean;
  /** The assessor is named to the viewer (their name, on the assessment, its comments and the participants). */
  named: boolean;
  /** The modes its components are shown with to the viewer; null: every component. */
  modes: Readonly<Record<string, ComponentMode>> | null;
}

/**
 * How the viewer stands toward a portfolio's assessments, from every role they hold on it:
 * - `lead`: the admin view, the supervising roles and coordinator assessors, who read every assessment;
 * - `mentor`: mentor assessors, who read another assessor's assessment once it is finished;
 * - `peer`: peer assessors, who read only their own;
 * - `reader`: everyone else (the submitter, owners, members), who reads what the assessors chose to show.
 */
type Standing = 'lead' | 'mentor' | 'peer' | 'reader';

const LEAD_ROLES: readonly WorkflowRole[] = ['coordinator_assessors'];

function standingOf(viewer: Viewer): Standing {
  if (viewer.viewAs === 'admin') return 'lead';
  if (viewer.roles.some((role) => isSupervisingRole(role) || LEAD_ROLES.includes(role))) return 'lead';
  if (viewer.roles.includes('mentor_assessors')) return 'mentor';
  if (viewer.roles.includes('peer_assessor')) return 'peer';
  return 'reader';
}

/**
 * Shown to the submitter (spec 1 §4 assessments_visibility): the primary supervisor assessor's always; any
 * other once an assessor's Submit or Request Revision ticked it. Before that choice it is the assessor's.
 */
export const shownToSubmitter = (assessment: PortfolioAssessment): boolean =>
  assessment.isPrimary || assessment.visible === true;

/**
 * An assessment is finished once its assessor marked it done, or the revision's assessment is over (the work
 * was sent back for revision, is done, or a later revision exists): no longer the assessor's working draft.
 */
function finished(portfolio: Portfolio, summary: PortfolioRevisionSummary, assessment: PortfolioAssessment): boolean {
  const latest = portfolio.revisions[portfolio.revisions.length - 1];
  return assessment.done || summary !== latest || portfolio.state !== 'in_assessment';
}

/**
 * The modes a reader sees an assessment's components in: the latest revision's as the work stands now (after
 * a revision request and once done they show; while it is being assessed they do not); an earlier revision's as
 * they were when it came back for revision (every earlier revision ended so: a new one is only submitted from
 * preparation), so the feedback that asked for a revision stays readable after the work is resubmitted.
 */
function readerModes(portfolio: Portfolio, viewer: Viewer, summary: PortfolioRevisionSummary) {
  const latest = portfolio.revisions[portfolio.revisions.length - 1];
  if (summary === latest) return workflowView(portfolio, viewer).modes;
  return componentModes(componentsOf(portfolio.pages), {
    role: viewer.role,
    state: 'in_preparation',
    returned: true,
    activityStatus: portfolio.activityStatus,
  });
}

const NOTHING = { shown: false, readable: false, modes: null } as const;

/**
 * What `viewer` sees of `assessorId`'s assessment of `revision` (omitted: of the assessor as a person, for the
 * participants list, where only `named` applies):
 * - their own: all of it (readable before its first save when they assess in their role now);
 * - the admin view, supervising roles and coordinator assessors: every assessment of the revision, named;
 * - mentor assessors: every assessment listed and named, another's content once it is finished (an
 *   unfinished one is its assessor's working draft: read or applied, it would anchor the mentor's judgement on
 *   a mark that may still change);
 * - peer assessors: only their own (peers judge independently, and the faculty's mark of a fellow student is
 *   not theirs to read or copy);
 * - the submitter and other readers: the assessments shown to them (shownToSubmitter) where the template shows
 *   them the assessment panel, with the components their modes show, and the assessor's name only when the
 *   template sets is_show_names_to_submitters.
 * An assessment that does not exist is not shown to anyone but its would-be assessor.
 */
export function assessmentSight(
  portfolio: Portfolio,
  viewer: Viewer,
  subject: { assessorId: string; revision?: number },
): AssessmentSight {
  const standing = standingOf(viewer);
  const own = subject.assessorId === viewer.userId;
  const named = own || standing !== 'reader' || portfolio.isShowNamesToSubmitters;
  const summary =
    subject.revision === undefined ? undefined : portfolio.revisions.find((r) => r.revision === subject.revision);
  const assessment = summary?.assessments.find((entry) => entry.userId === subject.assessorId);
  if (own) {
    const readable = isAssessingRole(viewer.role) || assessment !== undefined;
    return { shown: assessment !== undefined, readable, named, modes: null };
  }
  if (!summary || !assessment) return { ...NOTHING, named };
  switch (standing) {
    case 'lead':
      return { shown: true, readable: true, named, modes: null };
    case 'mentor':
      return { shown: true, readable: finished(portfolio, summary, assessment), named, modes: null };
    case 'peer':
      return { ...NOTHING, named };
    case 'reader': {
      const panel = workflowView(portfolio, viewer).permissions.view_assessment_panel;
      if (!panel || !shownToSubmitter(assessment)) return { ...NOTHING, named };
      return { shown: true, readable: true, named, modes: readerModes(portfolio, viewer, summary) };
    }
  }
}
