import { adminCandidates, highestRole, type listAdminCandidates } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { findMembers } from '../../ports/identity';
import { requireNodeOf } from './authority';
import { presentAdmin } from './present';

const CANDIDATE_LIMIT = 50;

/**
 * GET /api/hierarchy/nodes/{id}/admin-candidates?q= (spec 2 §6): members of the organisation matching q,
 * except students, external users and the node's admins.
 */
export const listAdminCandidatesUseCase: UseCase<typeof listAdminCandidates> = async ({ path, query }, { actor }) => {
  const { view, node } = await requireNodeOf(actor, path.id);
  const members = await findMembers(view.organizationId, query.q ?? '', CANDIDATE_LIMIT + node.admins.length);
  const users = members.map((member) => ({ ...member, id: member.userId, role: highestRole(member.roles) }));
  return {
    users: adminCandidates(
      users,
      node.admins.map((admin) => admin.userId),
    )
      .slice(0, CANDIDATE_LIMIT)
      .map((user) => presentAdmin({ ...user, userId: user.id })),
  };
};
