import { invalidField, notFound, type transferTemplate } from '@tessera/shared';
import { rowOf, type Template } from '../../db/templates/templates';
import { actorPerson, type UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { historyEntry } from './history';
import { presentSummary } from './present';
import { explainRefusedWrite, requireChange, requireTemplate } from './scope';
import { writeTemplate } from './template-writes';
import { throwWriteRefusal } from './write-outcome';

/**
 * POST /api/templates/{id}/transfer (spec 2 §2, §4): offers an editable template to another node of the
 * organisation. Until that node's admins accept or reject it (or the sender withdraws it) the template is
 * view-only; a transfer row lists it on the receiving node, written in the same transaction.
 */
export const transferTemplateUseCase: UseCase<typeof transferTemplate> = async ({ path, body }, { actor }) => {
  const { scope, template } = await requireTemplate(actor, path.id);
  requireChange(scope, template, 'transfer', body.version);
  const to = scope.byId.get(body.node_id);
  if (!to) throw notFound();
  if (to.nodeId === template.nodeId) throw invalidField('node_id', 'templates.already_on_node');
  const now = new Date();
  const next: Template = {
    ...template,
    transfer: {
      fromNodeId: template.nodeId,
      toNodeId: to.nodeId,
      requestedBy: actorPerson(actor),
      requestedAt: now.toISOString(),
    },
    version: template.version + 1,
    updatedAt: now.toISOString(),
  };
  const result = await writeTemplate({
    current: template,
    next,
    history: historyEntry(actor, template.templateId, 'transferred', now, { to: to.text }),
  });
  if (result.outcome === 'conflict') return explainRefusedWrite(scope, template, 'transfer', body.version);
  throwWriteRefusal(result);
  return {
    template: presentSummary(scope, rowOf(next)),
    message: text('templates.transfer.sent', { title: template.title, node: to.text }),
  };
};
