import type { updateSiteCategory } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { updateNamedItem } from './named-items';
import { presentNamedItem } from './present';

/** PUT /api/site-categories/{id} (spec 2 §3, §7): rename a site category; a concurrent change is a 409. */
export const updateSiteCategoryUseCase: UseCase<typeof updateSiteCategory> = async ({ path, body }, { actor }) => {
  const item = await updateNamedItem(actor, path.id, 'site_category', body.name);
  return presentNamedItem(item);
};
