import { getPortfolioAttachment, type Attachment } from '@tessera/shared';
import { api } from '../../../lib/api-client';

/** Where a file is read from: its owner's own files, or a portfolio that names it (for whoever reads that portfolio). */
export interface AttachmentSource {
  ownerId: string;
  attachmentId: string;
  /** The portfolio whose content names the file, when shown in one. */
  portfolioId?: string;
  /** The revision whose frozen content names it, when shown in one. */
  revision?: number;
}

/**
 * GET /api/users/{id}/portfolios/{portfolioId}/attachments/{attachmentId}[?revision]: a file the portfolio names,
 * with fresh short-lived links, for its owner and whoever reads the portfolio (its assessors).
 */
export function fetchPortfolioAttachment(
  source: Required<Pick<AttachmentSource, 'portfolioId'>> & AttachmentSource,
): Promise<Attachment> {
  return api(getPortfolioAttachment, {
    path: { id: source.ownerId, portfolioId: source.portfolioId, attachmentId: source.attachmentId },
    query: source.revision !== undefined ? { revision: source.revision } : {},
  });
}
