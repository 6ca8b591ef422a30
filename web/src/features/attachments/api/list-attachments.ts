import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAttachments } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { attachmentsKeys } from './keys';

/**
 * GET /api/users/{id}/attachments?maximum_size&file_type (spec 1 §7): the owner's previous uploads that fit a
 * component's rule (maximum in MB, 0 for any; types comma-separated or "any"), newest first, with the storage used.
 */
export const attachmentListQueryOptions = (ownerId: string, maximumSize: number, fileType: string) =>
  queryOptions({
    queryKey: attachmentsKeys.list(ownerId, maximumSize, fileType),
    queryFn: ({ signal }) =>
      api(listAttachments, {
        path: { id: ownerId },
        query: { ...(maximumSize > 0 ? { maximum_size: maximumSize } : {}), file_type: fileType },
        signal,
      }),
    // Links inside expire after 15 minutes: read again whenever the tab opens.
    staleTime: 0,
  });

export function useAttachmentList(ownerId: string, maximumSize: number, fileType: string, enabled: boolean) {
  return useQuery({ ...attachmentListQueryOptions(ownerId, maximumSize, fileType), enabled });
}
