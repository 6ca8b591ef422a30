import { isAssessedWorkflow, type WorkflowId } from '../workflows/workflow-catalogue';

/**
 * Submitted work is kept for its assessors (issue 21 defect 5; ADR 0018 "Submitted work is kept"). The spec
 * names the delete and settings calls (spec 1 §7) but not when they are allowed; institutions keep submitted
 * work for its assessors and their accreditation records, so:
 * - the owner may move work to the trash (restorable) only while it was never submitted: once a revision
 *   exists (a submit, or observational work frozen by mark_assessing) it stays where its assessors find it;
 * - what assessors see of it (its title) is fixed once submitted, and while its section is closed.
 * Work nobody assesses (ePortfolio, showcase, group homepage: published, not submitted) has no assessors to
 * keep it for: its owner trashes and renames it whenever they like.
 */
export interface KeptWorkInput {
  workflowId: WorkflowId;
  /** How many revisions the portfolio has (a revision is frozen at every submit). */
  revisionCount: number;
  /** The status of the section the portfolio was made in (`closed` makes it read-only), or null. */
  activityStatus?: string | null;
}

export type KeptWorkRefusal =
  'portfolios.submitted_kept' | 'portfolios.title_fixed_submitted' | 'portfolios.title_fixed_closed';

/** Whether the work was ever submitted for assessment: an assessed workflow's work with a revision. */
export function isSubmittedWork(input: Pick<KeptWorkInput, 'workflowId' | 'revisionCount'>): boolean {
  return isAssessedWorkflow(input.workflowId) && input.revisionCount > 0;
}

/** Why the owner may not move the work to the trash, or null when they may (it was never submitted). */
export function trashRefusal(input: KeptWorkInput): KeptWorkRefusal | null {
  return isSubmittedWork(input) ? 'portfolios.submitted_kept' : null;
}

/**
 * Why the title may not change now, or null when it may: a closed section fixes everything in it; a submitted
 * work keeps the title its assessors know it by (each revision froze it). Keeping the same title is no change.
 */
export function titleChangeRefusal(input: KeptWorkInput): KeptWorkRefusal | null {
  if (input.activityStatus === 'closed') return 'portfolios.title_fixed_closed';
  return isSubmittedWork(input) ? 'portfolios.title_fixed_submitted' : null;
}
