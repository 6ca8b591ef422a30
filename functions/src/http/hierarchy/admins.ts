import {
  adminCandidates,
  canRemoveAdmin,
  type insertNodeAdmin,
  type listAdminCandidates,
  type listNodeAdmins,
  type removeNodeAdmin,
} from '@tessera/shared';
import { saveNodeAdmins } from '../../db/hierarchy/nodes';
import type { NodeAdminRecord } from '../../db/hierarchy/records';
import { getMembership, searchMembers } from '../../db/identity/memberships';
import { domainError, notFound } from '../../lib/http/domain-errors';
import type { UseCase } from '../../lib/http/types';
import { highestRole } from '../identity/present';
import { canInsertAdminOn, loadTreeView, nodeAuthority, requireNode } from './authority';

const presentAdmin = (admin: NodeAdminRecord) => ({
  id: admin.userId,
  first_name: admin.firstName,
  last_name: admin.lastName,
  email: admin.email,
  username: admin.email,
  role: admin.role,
});

const CANDIDATE_LIMIT = 50;

/** GET /api/hierarchy/nodes/{id}/admins (spec 2 §3 "Admin user", §6): the admins listed on the node. */
export const listNodeAdminsUseCase: UseCase<typeof listNodeAdmins> = async ({ path, actor, locale }) => {
  const view = await loadTreeView(actor);
  const node = requireNode(view, path.id, locale);
  return {
    admins: node.admins.map(presentAdmin),
    can_insert: canInsertAdminOn(view, node),
    can_remove: nodeAuthority(view, node),
  };
};

/**
 * GET /api/hierarchy/nodes/{id}/admin-candidates?q= (spec 2 §6): members of the organisation matching q,
 * except students, external users and the node's admins.
 */
export const listAdminCandidatesUseCase: UseCase<typeof listAdminCandidates> = async ({
  path,
  query,
  actor,
  locale,
}) => {
  const view = await loadTreeView(actor);
  const node = requireNode(view, path.id, locale);
  const members = await searchMembers(view.organizationId, query.q ?? '', CANDIDATE_LIMIT + node.admins.length);
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

/**
 * POST /api/hierarchy/nodes/{id}/admins (spec 2 §6): a root admin listed on the node, or child authority,
 * adds a member who is not a student, not external and not already an admin. A concurrent change of the
 * node is a 409.
 */
export const insertNodeAdminUseCase: UseCase<typeof insertNodeAdmin> = async ({ path, body, actor, locale }) => {
  const view = await loadTreeView(actor);
  const node = requireNode(view, path.id, locale);
  if (!canInsertAdminOn(view, node)) throw domainError('forbidden', 'hierarchy.admin.cannot_insert', locale);
  const member = await getMembership(view.organizationId, body.user_id);
  if (!member) throw domainError('invalid', 'identity.user_not_found', locale, { user_id: 'identity.user_not_found' });
  const candidate = { id: member.userId, role: highestRole(member.roles) };
  if (
    adminCandidates(
      [candidate],
      node.admins.map((admin) => admin.userId),
    ).length === 0
  ) {
    throw domainError('invalid', 'hierarchy.admin.not_candidate', locale, { user_id: 'hierarchy.admin.not_candidate' });
  }
  const admin: NodeAdminRecord = {
    userId: member.userId,
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    role: candidate.role,
  };
  if ((await saveNodeAdmins(node, [...node.admins, admin])) === 'conflict')
    throw domainError('conflict', 'system.conflict', locale);
  return presentAdmin(admin);
};

/**
 * DELETE /api/hierarchy/nodes/{id}/admins/{userId} (spec 2 §5, §6, §8): node authority, never oneself
 * ("A user cannot remove themselves as an admin.").
 */
export const removeNodeAdminUseCase: UseCase<typeof removeNodeAdmin> = async ({ path, actor, locale }) => {
  const view = await loadTreeView(actor);
  const node = requireNode(view, path.id, locale);
  const check = canRemoveAdmin(
    { userId: actor.userId, isRootAdmin: view.isRootAdmin, permittedPaths: view.permittedPaths },
    path.userId,
    node.path,
  );
  if (!check.allowed) {
    if (check.reason === 'self') throw domainError('invalid', check.message, locale);
    throw domainError('forbidden', 'identity.forbidden', locale);
  }
  if (!node.admins.some((admin) => admin.userId === path.userId)) throw notFound(locale);
  const admins = node.admins.filter((admin) => admin.userId !== path.userId);
  if ((await saveNodeAdmins(node, admins)) === 'conflict') throw domainError('conflict', 'system.conflict', locale);
  return { ok: true as const };
};
