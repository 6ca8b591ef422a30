import type { moveTemplate } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { templateLibrary } from './template-library';

/**
 * POST /api/templates/{id}/move (spec 2 §4, §5, §8): an editable template to another node the caller
 * administers (404 for one they do not; refused to its own node). When the node cannot reach some of its
 * rubrics the move needs `confirm` (409 "… Moving it removes those rubric components." without it); with
 * it, those rubric components go, their rubric uses are released, the template leaves its folder and the
 * node holdings move — one transaction at the version read.
 */
export const moveTemplateUseCase: UseCase<typeof moveTemplate> = ({ path, body }, { actor }) =>
  templateLibrary.move(actor, path.id, { nodeId: body.node_id, version: body.version, confirm: body.confirm });
