import type { createSiteCategory } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { createNamedItem } from './named-items';
import { presentNamedItem } from './present';

/** POST /api/hierarchy/nodes/{id}/site-categories (spec 2 §3, §7): a site category on the node, its name unique there. */
export const createSiteCategoryUseCase: UseCase<typeof createSiteCategory> = async ({ path, body }, { actor }) => {
  const item = await createNamedItem(actor, path.id, 'site_category', body.name);
  return presentNamedItem(item);
};
