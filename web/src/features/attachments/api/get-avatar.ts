import { queryOptions } from '@tanstack/react-query';
import { getAvatar, type Attachment } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { attachmentsKeys } from './keys';

/**
 * GET /api/users/{id}/avatar: the image the avatar was cut from (the server keeps it), so "crop again" is offered
 * after a reload too; null while there is no avatar (404). Read afresh when the dialog opens: its link expires.
 */
export const avatarOriginalQueryOptions = (ownerId: string) =>
  queryOptions({
    queryKey: attachmentsKeys.avatarOriginal(ownerId),
    queryFn: async ({ signal }): Promise<Attachment | null> => {
      try {
        return (await api(getAvatar, { path: { id: ownerId }, signal })).original;
      } catch (failure) {
        if (isApiError(failure) && failure.status === 404) return null;
        throw failure;
      }
    },
    staleTime: 0,
    retry: false,
  });
