import { adminCandidates, highestRole, conflict, forbidden, invalidField, type insertNodeAdmin } from '@tessera/shared';
import { saveNodeAdmins, type NodeAdmin } from '../../db/hierarchy/nodes';
import type { UseCase } from '../../lib/http/types';
import { getMember } from '../../ports/identity';
import { canInsertAdminOn, requireNodeOf } from './authority';
import { presentAdmin } from './present';

/**
 * POST /api/hierarchy/nodes/{id}/admins (spec 2 §6): a root admin listed on the node, or child authority,
 * adds a member who is not a student, not external and not already an admin. A concurrent change of the
 * node is a 409.
 */
export const insertNodeAdminUseCase: UseCase<typeof insertNodeAdmin> = async ({ path, body }, { actor }) => {
  const { view, node } = await requireNodeOf(actor, path.id);
  if (!canInsertAdminOn(view, node)) throw forbidden('hierarchy.admin.cannot_insert');
  const member = await getMember(view.organizationId, body.user_id);
  if (!member) throw invalidField('user_id', 'identity.user_not_found');
  const candidate = { id: member.userId, role: highestRole(member.roles) };
  const adminIds = node.admins.map((admin) => admin.userId);
  if (adminCandidates([candidate], adminIds).length === 0)
    throw invalidField('user_id', 'hierarchy.admin.not_candidate');
  const admin: NodeAdmin = {
    userId: member.userId,
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    role: candidate.role,
  };
  if ((await saveNodeAdmins(node, [...node.admins, admin])) === 'conflict') throw conflict();
  return presentAdmin(admin);
};
