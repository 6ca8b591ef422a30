import type { createLogCategory } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { createNamedItem } from './named-items';
import { presentLogCategory } from './present';

/** POST /api/hierarchy/nodes/{id}/log-categories (spec 2 §3, §7): a log category on the node, its name unique there. */
export const createLogCategoryUseCase: UseCase<typeof createLogCategory> = async ({ path, body }, { actor }) => {
  const item = await createNamedItem(actor, path.id, 'log_category', body.name);
  return presentLogCategory(item);
};
