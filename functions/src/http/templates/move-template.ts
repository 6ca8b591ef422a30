import { conflict, invalidField, type moveTemplate } from '@tessera/shared';
import { rowOf, type Template } from '../../db/templates/templates';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { historyEntry } from './history';
import { unreachableRubrics, withoutRubrics } from './placement';
import { presentNode, presentSummary } from './present';
import { explainRefusedWrite, requireAdministeredNode, requireChange, requireTemplate } from './scope';
import { writeTemplate } from './template-writes';
import { throwWriteRefusal } from './write-outcome';

/**
 * POST /api/templates/{id}/move (spec 2 §4, §5, §8): an editable template to another node the caller
 * administers (404 for one they do not; refused to its own node). When the node cannot reach some of its
 * rubrics the move needs `confirm` (409 "… Moving it removes those rubric components." without it); with
 * it, those rubric components go, their rubric uses are released, the template leaves its folder and the
 * node holdings move — one transaction at the version read.
 */
export const moveTemplateUseCase: UseCase<typeof moveTemplate> = async ({ path, body }, { actor }) => {
  const { scope, template } = await requireTemplate(actor, path.id);
  requireChange(scope, template, 'move', body.version);
  const to = requireAdministeredNode(scope, body.node_id);
  if (to.nodeId === template.nodeId) throw invalidField('node_id', 'templates.already_on_node');
  const lacking = await unreachableRubrics(scope, template, to);
  if (lacking.length > 0 && body.confirm !== true) {
    throw conflict('templates.move.confirm_needed', {
      params: { node: to.text, count: lacking.length },
      code: 'templates.move.confirm_needed',
    });
  }
  const now = new Date();
  const next: Template = {
    ...withoutRubrics(
      template,
      lacking.map((rubric) => rubric.id),
    ),
    nodeId: to.nodeId,
    folderId: null,
    version: template.version + 1,
    updatedAt: now.toISOString(),
  };
  const result = await writeTemplate({
    current: template,
    next,
    history: historyEntry(actor, template.templateId, 'moved', now, {
      from: presentNode(scope, template.nodeId).text,
      to: to.text,
    }),
  });
  if (result.outcome === 'conflict') return explainRefusedWrite(scope, template, 'move', body.version);
  throwWriteRefusal(result);
  return {
    template: presentSummary(scope, rowOf(next)),
    message: text('templates.moved', { title: template.title, node: to.text }),
  };
};
