import { useQuery } from '@tanstack/react-query';
import type { AttachmentImageProps } from '../../../lib/attachment-ui';
import { useCurrentUser } from '../../../lib/current-user';
import { useT } from '../../../lib/i18n';
import { attachmentsKeys } from '../api/keys';
import { fetchAttachment } from '../api/get-attachment';

/**
 * An inserted image through a fresh short-lived link (the one kept in the content has expired by the next
 * visit); a lookup that fails says "no preview available" (spec 1 §8). The owner's own files only for now.
 */
export function AttachmentImage({ ownerId, attachmentId, alt }: AttachmentImageProps) {
  const msg = useT('messages');
  const user = useCurrentUser();
  const own = user.id === ownerId;
  const image = useQuery({
    queryKey: attachmentsKeys.detail(ownerId, attachmentId),
    queryFn: () => fetchAttachment(ownerId, attachmentId),
    enabled: own,
    staleTime: 10 * 60 * 1000,
  });
  if (!own || image.isError) return <p className="field__hint">{msg('attachments.no_preview')}</p>;
  if (!image.data) return null;
  return <img className="image-insert__preview" src={image.data.url} alt={alt} />;
}

export default AttachmentImage;
