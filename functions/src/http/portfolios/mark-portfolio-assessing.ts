import { applyWorkflowAction, forbidden, type markPortfolioAssessing } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { requirePortfolio, requireViewer, workflowView } from '../../ports/portfolios';
import { withCoverLink } from './cover-links';
import { presentPortfolio } from './present';
import { requireVersion, savePortfolio } from './save';

/**
 * PUT .../portfolios/{id}/mark_assessing (spec 1 §7): an assessor who decides the outcome starts an
 * observational assessment (created → in_assessment). Observational work has no submit, so this is where
 * its revision is frozen: the work as the assessor found it.
 */
export const markPortfolioAssessingUseCase: UseCase<typeof markPortfolioAssessing> = async (
  { path, body },
  { actor },
) => {
  const portfolio = await requirePortfolio(actor, path.id, path.portfolioId, { consistent: true });
  const viewer = await requireViewer(actor, portfolio);
  await requireVersion(actor, portfolio, body.version);
  if (portfolio.activityStatus === 'closed') throw forbidden('workflows.action_not_allowed');
  const state = applyWorkflowAction(workflowView(portfolio, viewer).context, 'mark_assessing');
  const now = new Date().toISOString();
  const number = (portfolio.revisions[portfolio.revisions.length - 1]?.revision ?? 0) + 1;
  const next = {
    ...portfolio,
    state,
    version: portfolio.version + 1,
    updatedAt: now,
    revisions: [...portfolio.revisions, { revision: number, submittedAt: now, submittedBy: null, assessments: [] }],
  };
  await savePortfolio(actor, {
    current: portfolio,
    next,
    revision: {
      organizationId: portfolio.organizationId,
      portfolioId: portfolio.portfolioId,
      revision: number,
      title: portfolio.title,
      // The snapshot and the submit's id are set where it is stored (save.ts, portfolio-changes.ts).
      templateId: portfolio.templateId,
      snapshotId: portfolio.snapshotId,
      writeId: null,
      pages: portfolio.pages,
      content: portfolio.content,
      submittedAt: now,
      submittedBy: null,
      portfolioVersion: next.version,
    },
  });
  return {
    portfolio: await withCoverLink(presentPortfolio(actor, next, viewer)),
    message: text('portfolios.saved', { title: next.title }),
  };
};
