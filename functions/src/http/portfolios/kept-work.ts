import { conflict, isSubmittedWork, titleChangeRefusal, trashRefusal } from '@tessera/shared';
import type { Portfolio } from '../../db/portfolios/portfolios';

/**
 * Submitted work is kept for its assessors (issue 21 defect 5, ADR 0018 "Submitted work is kept"): the one
 * place the portfolio's use cases ask shared's rule. Both refusals are 409 and change nothing.
 */
const keptWorkInput = (portfolio: Portfolio) => ({
  workflowId: portfolio.workflowId,
  revisionCount: portfolio.revisions.length,
  activityStatus: portfolio.activityStatus,
});

/** Work submitted for assessment: kept where its assessors and admins read it, trashed or not. */
export const isKeptWork = (portfolio: Portfolio): boolean => isSubmittedWork(keptWorkInput(portfolio));

/** The owner may trash only work that was never submitted. */
export function requireTrashable(portfolio: Portfolio): void {
  const refusal = trashRefusal(keptWorkInput(portfolio));
  if (refusal) throw conflict(refusal, { params: { title: portfolio.title } });
}

/**
 * A new title (trimmed, not blank) only while the work was never submitted and its section is not closed;
 * the same title again is no change. Refused on the title field.
 */
export function requireTitleChange(portfolio: Portfolio, title: string): void {
  if (title === portfolio.title) return;
  const refusal = titleChangeRefusal(keptWorkInput(portfolio));
  if (refusal) throw conflict(refusal, { fields: { title: refusal } });
}
