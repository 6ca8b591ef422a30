import type { withdrawPortfolio } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { requirePortfolio, requireViewer, workflowView } from '../../ports/portfolios';
import { applyChange } from './engine';
import { requireVersion, savePortfolio } from './save';

/**
 * PUT .../portfolios/{id}/withdraw (spec 1 §4, §7): the submitter takes the submission back while can_withdraw
 * (else 403 "This submission cannot be withdrawn."). Answers can_withdraw and workflow.state after it, which
 * the composer reads (still in_assessment: the withdraw modal; otherwise a reload).
 */
export const withdrawPortfolioUseCase: UseCase<typeof withdrawPortfolio> = async ({ path, body }, { actor }) => {
  const portfolio = await requirePortfolio(actor, path.id, path.portfolioId, { consistent: true });
  const viewer = await requireViewer(actor, portfolio);
  await requireVersion(actor, portfolio, body.version);
  const { next } = applyChange(actor, portfolio, viewer, { action: 'withdraw' }, new Date());
  await savePortfolio(actor, { current: portfolio, next });
  return {
    can_withdraw: workflowView(next, viewer).canWithdraw,
    workflow: { state: next.state },
    version: next.version,
    message: text('portfolios.saved', { title: next.title }),
  };
};
