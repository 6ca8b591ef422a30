import type { createLabel } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { createNamedItem } from './named-items';
import { presentNamedItem } from './present';

/** POST /api/hierarchy/nodes/{id}/labels (spec 2 §3, §7): a label on the node, its name unique there. */
export const createLabelUseCase: UseCase<typeof createLabel> = async ({ path, body }, { actor }) => {
  const item = await createNamedItem(actor, path.id, 'label', body.name);
  return presentNamedItem(item);
};
