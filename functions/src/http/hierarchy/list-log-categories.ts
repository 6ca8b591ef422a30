import type { listLogCategories } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { listNamedItems } from './named-items';
import { presentLogCategory } from './present';

/** GET /api/hierarchy/nodes/{id}/log-categories (spec 2 §3, §7): the node's log categorys by name, filtered by q. */
export const listLogCategoriesUseCase: UseCase<typeof listLogCategories> = async ({ path, query }, { actor }) => {
  const { items } = await listNamedItems(actor, path.id, 'log_category', query.q);
  return { items: items.map(presentLogCategory) };
};
