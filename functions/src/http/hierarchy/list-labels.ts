import type { listLabels } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { listNamedItems } from './named-items';
import { presentNamedItem } from './present';

/** GET /api/hierarchy/nodes/{id}/labels (spec 2 §3, §7): the node's labels by name, filtered by q. */
export const listLabelsUseCase: UseCase<typeof listLabels> = async ({ path, query }, { actor }) => {
  const { items } = await listNamedItems(actor, path.id, 'label', query.q);
  return { items: items.map(presentNamedItem) };
};
