import type { updateSite } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { siteCategoriesOf, updateNamedItem } from './named-items';
import { presentSite } from './present';

/** PUT /api/sites/{id} (spec 2 §3, §7): rename a site (and set its category); a concurrent change is a 409. */
export const updateSiteUseCase: UseCase<typeof updateSite> = async ({ path, body }, { actor }) => {
  const item = await updateNamedItem(actor, path.id, 'site', body.name, body.site_category_id ?? null);
  return presentSite(item, await siteCategoriesOf(item.organizationId, item.nodeId));
};
