import type { deleteLogCategory } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { deleteNamedItem } from './named-items';

/** DELETE /api/log-categories/{id} (spec 2 §3, §7) — refused while a course uses it (spec 2 §5). */
export const deleteLogCategoryUseCase: UseCase<typeof deleteLogCategory> = async ({ path }, { actor }) => {
  await deleteNamedItem(actor, path.id, 'log_category');
  return { ok: true as const };
};
