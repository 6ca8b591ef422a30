import type { getCurrentUser } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { mediaUrl } from '../../ports/attachments';
import { currentUser } from './present';

/**
 * GET /api/users/me: the actor as resolved by the stack (no further reads). The avatar is kept as a reference to
 * the cropped image (ADR 0019) and shown as a fresh link.
 */
export const getCurrentUserUseCase: UseCase<typeof getCurrentUser> = async (_input, { actor }) => {
  const user = currentUser(actor);
  return { ...user, avatar_small: await mediaUrl(user.avatar_small) };
};
