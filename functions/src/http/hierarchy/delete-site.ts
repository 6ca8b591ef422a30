import type { deleteSite } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { deleteNamedItem } from './named-items';

/** DELETE /api/sites/{id} (spec 2 §3, §7). */
export const deleteSiteUseCase: UseCase<typeof deleteSite> = async ({ path }, { actor }) => {
  await deleteNamedItem(actor, path.id, 'site');
  return { ok: true as const };
};
