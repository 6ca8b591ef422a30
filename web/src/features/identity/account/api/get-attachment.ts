import { useQuery } from '@tanstack/react-query';
import { getAttachment } from '@tessera/shared';
import { api } from '../../../../lib/api-client';
import { accountKeys } from './keys';

/**
 * GET /api/users/{id}/attachments/{attachmentId}, for the resume's file name (the profile holds the
 * attachment's id): one's own files only, so only the owner asks.
 */
export function useResumeName(ownerId: string, attachmentId: string | undefined) {
  return useQuery({
    queryKey: [...accountKeys.profile(ownerId), 'resume', attachmentId],
    queryFn: ({ signal }) => api(getAttachment, { path: { id: ownerId, attachmentId: attachmentId ?? '' }, signal }),
    enabled: attachmentId !== undefined,
    select: (attachment) => attachment.filename,
  });
}
