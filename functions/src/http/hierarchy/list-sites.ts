import type { listSites } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { listNamedItems } from './named-items';
import { presentSite } from './present';

/** GET /api/hierarchy/nodes/{id}/sites (spec 2 §3, §7): the node's sites by name, filtered by q. */
export const listSitesUseCase: UseCase<typeof listSites> = async ({ path, query }, { actor }) => {
  const { items, categories } = await listNamedItems(actor, path.id, 'site', query.q);
  return { items: items.map((item) => presentSite(item, categories)) };
};
