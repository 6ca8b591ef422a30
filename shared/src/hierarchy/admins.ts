import { hasChildAuthority, hasNodeAuthority, isListedOnNode, type HierarchyPath } from './folder-tree';

/** Node administrators (spec 2 §5, §6, §8). Authority terms are defined in folder-tree.ts. */

export interface AdminActor {
  userId: string;
  isRootAdmin: boolean;
  permittedPaths: readonly HierarchyPath[];
}

/**
 * spec 2 §6: inserting an admin requires being a root admin listed on the (top) node itself, or having
 * authority over the node as a child of one's own nodes.
 */
export function canInsertAdmin(actor: AdminActor, nodePath: HierarchyPath): boolean {
  return (
    (actor.isRootAdmin && isListedOnNode(nodePath, actor.permittedPaths)) ||
    hasChildAuthority(nodePath, actor.permittedPaths)
  );
}

export type AdminRemovalCheck =
  | { allowed: true }
  | { allowed: false; reason: 'self'; message: 'hierarchy.admin.cannot_remove_self' }
  | { allowed: false; reason: 'no_authority' };

/**
 * spec 2 §5, §6, §8: removing an admin requires authority for the node (itself or as a child of one's nodes),
 * and never removes oneself ("A user cannot remove themselves as an admin.").
 */
export function canRemoveAdmin(actor: AdminActor, adminUserId: string, nodePath: HierarchyPath): AdminRemovalCheck {
  if (actor.userId === adminUserId)
    return { allowed: false, reason: 'self', message: 'hierarchy.admin.cannot_remove_self' };
  if (!hasNodeAuthority(nodePath, actor.permittedPaths)) return { allowed: false, reason: 'no_authority' };
  return { allowed: true };
}

/** spec 2 §6: roles never offered as admin candidates. */
export const NON_ADMIN_CANDIDATE_ROLES = ['student', 'external'] as const;

/** spec 2 §6: candidates exclude students, external users and the node's existing admins. */
export function adminCandidates<T extends { id: string; role: string }>(
  users: readonly T[],
  existingAdminIds: readonly string[],
): T[] {
  return users.filter(
    (user) =>
      !(NON_ADMIN_CANDIDATE_ROLES as readonly string[]).includes(user.role) && !existingAdminIds.includes(user.id),
  );
}
