import type { Attachment } from '@tessera/shared';
import type { AttachmentSourceProps } from '../../../lib/attachment-ui';
import { fetchAttachment } from '../api/get-attachment';
import { fetchPortfolioAttachment } from '../api/get-portfolio-attachment';

/**
 * How the current user reads a shown file: the owner through their own files (the attachment GET), anyone
 * else through the portfolio that names it (the portfolio's readers: its assessors), and nobody where no
 * portfolio is named (the name is then shown without a link).
 */
export type AttachmentRead = { via: 'own' } | { via: 'portfolio'; portfolioId: string } | null;

export function attachmentReadOf(userId: string, source: AttachmentSourceProps): AttachmentRead {
  if (userId === source.ownerId) return { via: 'own' };
  if (source.portfolioId) return { via: 'portfolio', portfolioId: source.portfolioId };
  return null;
}

/** The file with fresh links, by the read chosen (never called when there is none). */
export function readAttachment(
  read: Exclude<AttachmentRead, null>,
  source: AttachmentSourceProps,
): Promise<Attachment> {
  return read.via === 'own'
    ? fetchAttachment(source.ownerId, source.attachmentId)
    : fetchPortfolioAttachment({ ...source, portfolioId: read.portfolioId });
}
