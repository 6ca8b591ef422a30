import type { getCurrentUser } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { currentUser } from './present';

/** GET /api/users/me: the actor as resolved by the stack (no further reads). */
export const getCurrentUserUseCase: UseCase<typeof getCurrentUser> = async (_input, { actor }) => currentUser(actor);
