import { useQuery } from '@tanstack/react-query';
import type { AttachmentImageProps } from '../../../lib/attachment-ui';
import { useCurrentUser } from '../../../lib/current-user';
import { useT } from '../../../lib/i18n';
import { attachmentsKeys } from '../api/keys';
import { attachmentReadOf, readAttachment } from '../utils/attachment-read';

/**
 * An inserted image through a fresh short-lived link (the one kept in the content has expired by the next
 * visit); a lookup that fails says "no preview available" (spec 1 §8). The owner's own files, or another
 * user's through the portfolio shown (its readers see the images in the work).
 */
export function AttachmentImage({ alt, ...source }: AttachmentImageProps) {
  const msg = useT('messages');
  const user = useCurrentUser();
  const read = attachmentReadOf(user.id, source);
  const image = useQuery({
    queryKey:
      read?.via === 'portfolio'
        ? attachmentsKeys.inPortfolio(read.portfolioId, source.revision ?? 0, source.attachmentId)
        : attachmentsKeys.detail(source.ownerId, source.attachmentId),
    queryFn: () => readAttachment(read ?? { via: 'own' }, source),
    enabled: read !== null,
    staleTime: 10 * 60 * 1000,
  });
  if (!read || image.isError) return <p className="field__hint">{msg('attachments.no_preview')}</p>;
  if (!image.data) return null;
  return <img className="image-insert__preview" src={image.data.url} alt={alt} />;
}

export default AttachmentImage;
