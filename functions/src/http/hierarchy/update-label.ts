import type { updateLabel } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { updateNamedItem } from './named-items';
import { presentNamedItem } from './present';

/** PUT /api/labels/{id} (spec 2 §3, §7): rename a label; a concurrent change is a 409. */
export const updateLabelUseCase: UseCase<typeof updateLabel> = async ({ path, body }, { actor }) => {
  const item = await updateNamedItem(actor, path.id, 'label', body.name);
  return presentNamedItem(item);
};
