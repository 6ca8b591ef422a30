import { invalidField, notFound, type checkTemplateMove } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { unreachableRubrics } from './placement';
import { administers } from './scope';
import { requireTemplate, templateLibrary } from './template-library';

/**
 * GET /api/templates/{id}/move-check?node= (spec 2 §4 "A move is allowed only if the server says it can
 * move", §8): can_move, or why not; and the rubrics the node cannot reach, each with its node and the
 * reason, for the confirmation (moving then needs `confirm`, and removes those rubric components). Asked by
 * the sending side (a move, a transfer) or by the receiving side of a waiting transfer (before accepting).
 */
export const checkTemplateMoveUseCase: UseCase<typeof checkTemplateMove> = async ({ path, query }, { actor }) => {
  const { scope, template } = await requireTemplate(actor, path.id);
  if (!query.node) throw invalidField('node', 'system.field_blank');
  const to = scope.byId.get(query.node);
  if (!to) throw notFound();
  const receiving = template.transfer?.toNodeId === to.nodeId && administers(scope, to.nodeId);
  const refusal = receiving ? null : templateLibrary.refusalOf(scope, template, 'move');
  const sameNode = to.nodeId === template.nodeId;
  const rubrics = refusal || sameNode ? [] : await unreachableRubrics(scope, template, to);
  const message = refusal
    ? text(refusal.key, refusal.params)
    : sameNode
      ? text('templates.already_on_node')
      : rubrics.length > 0
        ? text('templates.move.confirm_needed', { node: to.text, count: rubrics.length })
        : null;
  return { can_move: !refusal && !sameNode, message, confirm_needed: rubrics.length > 0, rubrics };
};
