import type { deleteSiteCategory } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { deleteNamedItem } from './named-items';

/** DELETE /api/site-categories/{id} (spec 2 §3, §7). */
export const deleteSiteCategoryUseCase: UseCase<typeof deleteSiteCategory> = async ({ path }, { actor }) => {
  await deleteNamedItem(actor, path.id, 'site_category');
  return { ok: true as const };
};
