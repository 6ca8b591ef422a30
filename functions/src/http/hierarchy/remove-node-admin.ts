import { canRemoveAdmin, conflict, forbidden, invalid, notFound, type removeNodeAdmin } from '@tessera/shared';
import { saveNodeAdmins } from '../../db/hierarchy/nodes';
import type { UseCase } from '../../lib/http/types';
import { requireNodeOf } from './authority';

/**
 * DELETE /api/hierarchy/nodes/{id}/admins/{userId} (spec 2 §5, §6, §8): node authority, never oneself
 * ("A user cannot remove themselves as an admin.").
 */
export const removeNodeAdminUseCase: UseCase<typeof removeNodeAdmin> = async ({ path }, { actor }) => {
  const { view, node } = await requireNodeOf(actor, path.id);
  const check = canRemoveAdmin(
    { userId: actor.userId, isRootAdmin: view.isRootAdmin, permittedPaths: view.permittedPaths },
    path.userId,
    node.path,
  );
  if (!check.allowed) throw check.reason === 'self' ? invalid(check.message) : forbidden();
  if (!node.admins.some((admin) => admin.userId === path.userId)) throw notFound();
  const admins = node.admins.filter((admin) => admin.userId !== path.userId);
  if ((await saveNodeAdmins(node, admins)) === 'conflict') throw conflict();
  return { ok: true as const };
};
