import type { updateLogCategory } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { updateNamedItem } from './named-items';
import { presentLogCategory } from './present';

/** PUT /api/log-categories/{id} (spec 2 §3, §7): rename a log category; a concurrent change is a 409. */
export const updateLogCategoryUseCase: UseCase<typeof updateLogCategory> = async ({ path, body }, { actor }) => {
  const item = await updateNamedItem(actor, path.id, 'log_category', body.name);
  return presentLogCategory(item);
};
