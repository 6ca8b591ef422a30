import type { createSite } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { siteCategoriesOf, createNamedItem } from './named-items';
import { presentSite } from './present';

/** POST /api/hierarchy/nodes/{id}/sites (spec 2 §3, §7): a site on the node, its name unique there. */
export const createSiteUseCase: UseCase<typeof createSite> = async ({ path, body }, { actor }) => {
  const item = await createNamedItem(actor, path.id, 'site', body.name, body.site_category_id ?? null);
  return presentSite(item, await siteCategoriesOf(item.organizationId, item.nodeId));
};
