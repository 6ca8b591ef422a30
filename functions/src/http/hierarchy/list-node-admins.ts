import type { listNodeAdmins } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { canInsertAdminOn, nodeAuthority, requireNodeOf } from './authority';
import { presentAdmin } from './present';

/** GET /api/hierarchy/nodes/{id}/admins (spec 2 §3 "Admin user", §6): the admins listed on the node. */
export const listNodeAdminsUseCase: UseCase<typeof listNodeAdmins> = async ({ path }, { actor }) => {
  const { view, node } = await requireNodeOf(actor, path.id);
  return {
    admins: node.admins.map(presentAdmin),
    can_insert: canInsertAdminOn(view, node),
    can_remove: nodeAuthority(view, node),
  };
};
