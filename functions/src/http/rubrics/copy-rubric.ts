import type { copyRubric } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { rubricLibrary } from './rubric-library';

/**
 * POST /api/rubrics/{id}/copy (spec 2 §2 row action "copy"; chosen where silent): any rubric the caller
 * sees — the default rubric too — becomes a new draft on a node the caller administers (the rubric's own
 * by default; the default rubric has none, so it needs `node_id`). The title is the one sent, else
 * "{title} (copy)" in the caller's language. The alignment must be reachable from the new node.
 */
export const copyRubricUseCase: UseCase<typeof copyRubric> = ({ path, body }, { actor }) =>
  rubricLibrary.copy(actor, path.id, { nodeId: body.node_id, title: body.title });
