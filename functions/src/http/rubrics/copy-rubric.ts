import {
  cleanName,
  conflict,
  forbidden,
  invalidField,
  notFound,
  RUBRIC_LIMITS,
  type copyRubric,
} from '@tessera/shared';
import { translator } from '../../lib/http/translate';
import type { UseCase } from '../../lib/http/types';
import { checkAlignment, definitionOf, storedDefinition } from './definition-rules';
import { newRubric } from './new-rubric';
import { presentRubric } from './present';
import { insertRubrics } from './rubric-writes';
import { administers, requireAdministeredNode, requireRubric } from './scope';

/**
 * POST /api/rubrics/{id}/copy (spec 2 §2 row action "copy"; chosen where silent): any rubric the caller
 * sees — the default rubric too — becomes a new draft on a node the caller administers (the rubric's own
 * by default; the default rubric has none, so it needs `node_id`). The title is the one sent, else
 * "{title} (copy)" in the caller's language. The alignment must be reachable from the new node.
 */
export const copyRubricUseCase: UseCase<typeof copyRubric> = async ({ path, body }, { actor }) => {
  const { scope, rubric } = await requireRubric(actor, path.id);
  const nodeId = body.node_id ?? rubric.nodeId;
  if (!nodeId) throw invalidField('node_id', 'system.field_blank');
  if (!body.node_id && !administers(scope, nodeId)) throw forbidden('rubrics.no_authority');
  const node = requireAdministeredNode(scope, nodeId);
  const given = cleanName(body.title ?? '');
  const title =
    given !== ''
      ? given
      : cleanName((await translator(actor.locale))('rubrics.copy_title', { title: rubric.title }), RUBRIC_LIMITS.title);
  const content = storedDefinition({ ...definitionOf(rubric), title });
  const alignment = await checkAlignment(scope.organizationId, node, content.definition);
  const copy = newRubric(
    actor,
    node.nodeId,
    { title: content.title, definition: { ...content.definition, statements_mapping: alignment.mapping } },
    alignment,
    new Date(),
  );
  const outcome = await insertRubrics([copy]);
  if (outcome === 'node_gone') throw notFound();
  if (outcome === 'set_gone') throw conflict('rubrics.alignment.set_removed');
  if (outcome !== 'saved') throw conflict();
  return presentRubric(scope, copy);
};
