import { assessmentChange, type PortfolioAssessmentItem } from '../../db/assessments/assessments';
import { transactWrite } from '../../db/transaction';
import type { AssessedComponentConfig, AssessmentRubric } from '@tessera/shared';
import { portfolioSummaryChange, portfolioUnchanged, type Portfolio } from '../../ports/portfolios';
import { assessmentSummaryParts } from '../../ports/reports';

export type AssessmentWriteOutcome = 'saved' | 'assessment_conflict' | 'portfolio_conflict';

/**
 * An assessment saved (docs/data-model.md "Portfolios: writes that race"): the assessment's part (created only
 * if absent, else conditioned on the version read) and, on its first save, the portfolios port's parts that
 * record it on the revision's summary (the portfolio, conditioned on its version, and its list row), in one
 * transaction, with the section's summary when this assessment is the one its reports count (ports/reports.ts).
 * A lost race on the portfolio is told apart (`portfolio_conflict`: read the portfolio again and
 * retry) from a stale assessment (`assessment_conflict`: the same assessor saved from another window).
 */
export async function writeAssessment(change: {
  current: PortfolioAssessmentItem | null;
  next: PortfolioAssessmentItem;
  portfolio?: { current: Portfolio; next: Portfolio };
  /** The portfolio as read (when `portfolio` is absent) and what the assessment is judged by, for the summary. */
  judged: {
    portfolio: Portfolio;
    components: readonly AssessedComponentConfig[];
    rubrics: ReadonlyMap<string, AssessmentRubric>;
  };
}): Promise<AssessmentWriteOutcome> {
  const summary = change.portfolio
    ? portfolioSummaryChange(change.portfolio.current, change.portfolio.next)
    : undefined;
  // When this assessment is the one the reports count, the section's summary is rewritten with it (ADR 0028
  // §3), on the portfolio as read: unchanged since (checked here when this save does not write it already).
  const before = change.portfolio?.current ?? change.judged.portfolio;
  const reported = await assessmentSummaryParts({
    before,
    next: change.portfolio?.next ?? before,
    components: change.judged.components,
    rubrics: change.judged.rubrics,
    saved: { revision: change.next.revision, assessorId: change.next.assessorId, contents: change.next.contents },
  });
  const outcome = await transactWrite({
    assessment: assessmentChange(change.current, change.next),
    portfolio: summary?.portfolio ?? (reported.summary ? portfolioUnchanged(before) : undefined),
    row: summary?.row,
    ...reported,
  });
  if (outcome.ok) return 'saved';
  return outcome.failed.has('assessment') ? 'assessment_conflict' : 'portfolio_conflict';
}
