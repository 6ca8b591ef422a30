import type { listSiteCategories } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { listNamedItems } from './named-items';
import { presentNamedItem } from './present';

/** GET /api/hierarchy/nodes/{id}/site-categories (spec 2 §3, §7): the node's site categorys by name, filtered by q. */
export const listSiteCategoriesUseCase: UseCase<typeof listSiteCategories> = async ({ path, query }, { actor }) => {
  const { items } = await listNamedItems(actor, path.id, 'site_category', query.q);
  return { items: items.map(presentNamedItem) };
};
