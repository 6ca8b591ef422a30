import type { deleteLabel } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { deleteNamedItem } from './named-items';

/** DELETE /api/labels/{id} (spec 2 §3, §7). */
export const deleteLabelUseCase: UseCase<typeof deleteLabel> = async ({ path }, { actor }) => {
  await deleteNamedItem(actor, path.id, 'label');
  return { ok: true as const };
};
