import { attachmentsNamed, notFound, type getPortfolioAttachment } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { readAttachment, presentAttachment } from '../../ports/attachments';
import {
  componentsOf,
  getPortfolioRevision,
  requirePortfolio,
  requireViewer,
  workflowView,
} from '../../ports/portfolios';

/**
 * GET /api/users/{id}/portfolios/{portfolioId}/attachments/{attachmentId}[?revision]: a file the portfolio
 * holds, with fresh links, for whoever reads the portfolio (the portfolio GET's rule: its owner, its
 * participants, its section's assessors). The file must be named by a component the caller sees (not
 * invisible for their role) in the portfolio as it is now or, with `revision`, as that revision froze it (so an
 * assessor opens the files of the work they assess). The file is read under the owner the content records
 * (file uploads keep it), else the portfolio owner. Anything else — another organisation, not a reader, a file
 * the portfolio does not name — is 404. Actor + the portfolio (1) + the revision when named (1) + the file (1).
 */
export const getPortfolioAttachmentUseCase: UseCase<typeof getPortfolioAttachment> = async (
  { path, query },
  { actor },
) => {
  const portfolio = await requirePortfolio(actor, path.id, path.portfolioId);
  const viewer = await requireViewer(actor, portfolio);
  const modes = workflowView(portfolio, viewer).modes;
  const frozen =
    query.revision !== undefined
      ? await getPortfolioRevision(portfolio.organizationId, portfolio.portfolioId, query.revision)
      : null;
  if (query.revision !== undefined && !frozen) throw notFound('portfolios.not_found');
  const work = frozen ?? portfolio;
  const named = componentsOf(work.pages)
    .filter((component) => modes[component.component_id] !== undefined && modes[component.component_id] !== 'invisible')
    .flatMap((component) => attachmentsNamed(component.type, work.content[component.component_id]))
    .find((entry) => entry.id === path.attachmentId);
  if (!named) throw notFound('portfolios.not_found');
  const attachment = await readAttachment(
    portfolio.organizationId,
    named.ownerId ?? portfolio.owner.userId,
    path.attachmentId,
  );
  if (!attachment) throw notFound('portfolios.not_found');
  return presentAttachment(attachment);
};
