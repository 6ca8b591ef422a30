import { notFound } from '@tessera/shared';
import type { Actor } from '../../lib/http/types';

/**
 * Files under /api/users/{id} are the caller's own (the user acted as, while impersonating). Anyone else's,
 * in this organisation or another, is 404: their existence never leaks. Returns the owner's keys.
 */
export function requireOwner(actor: Actor, userId: string): { organizationId: string; ownerId: string } {
  if (userId !== actor.userId) throw notFound();
  return { organizationId: actor.organisation.organizationId, ownerId: actor.userId };
}
