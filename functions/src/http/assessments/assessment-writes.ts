import { assessmentChange, type PortfolioAssessmentItem } from '../../db/assessments/assessments';
import { transactWrite } from '../../db/transaction';
import { portfolioSummaryChange, type Portfolio } from '../../ports/portfolios';

export type AssessmentWriteOutcome = 'saved' | 'assessment_conflict' | 'portfolio_conflict';

/**
 * An assessment saved (docs/data-model.md "Portfolios: writes that race"): the assessment's part (created only
 * if absent, else conditioned on the version read) and, on its first save, the portfolios port's parts that
 * record it on the revision's summary (the portfolio, conditioned on its version, and its list row), in one
 * transaction. A lost race on the portfolio is told apart (`portfolio_conflict`: read the portfolio again and
 * retry) from a stale assessment (`assessment_conflict`: the same assessor saved from another window).
 */
export async function writeAssessment(change: {
  current: PortfolioAssessmentItem | null;
  next: PortfolioAssessmentItem;
  portfolio?: { current: Portfolio; next: Portfolio };
}): Promise<AssessmentWriteOutcome> {
  const summary = change.portfolio
    ? portfolioSummaryChange(change.portfolio.current, change.portfolio.next)
    : undefined;
  const outcome = await transactWrite({
    assessment: assessmentChange(change.current, change.next),
    portfolio: summary?.portfolio,
    row: summary?.row,
  });
  if (outcome.ok) return 'saved';
  return outcome.failed.has('assessment') ? 'assessment_conflict' : 'portfolio_conflict';
}
