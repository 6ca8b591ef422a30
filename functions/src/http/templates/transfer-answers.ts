import { conflict, forbidden, notFound } from '@tessera/shared';
import { where } from '../../db/expressions';
import { getTemplate, rowOf, type Template } from '../../db/templates/templates';
import type { Actor } from '../../lib/http/types';
import { text } from '../../lib/text';
import { historyEntry } from './history';
import { unreachableRubrics, withoutRubrics } from './placement';
import { presentNode, presentSummary } from './present';
import { administers, requireTemplate } from './scope';
import { writeTemplate } from './template-writes';
import { throwWriteRefusal } from './write-outcome';

/**
 * Accepting or rejecting a transfer (spec 2 §4 "A transfer can be accepted (adds the template) or
 * rejected"): only while one waits (else 409 "This Template has no transfer waiting."), at the version read.
 * Accept: an admin of the receiving node; the template joins it (leaving its folder), under the move's rule
 * for rubrics the node cannot reach (`confirm`). Reject: an admin of the receiving node, or of the sending
 * one withdrawing the offer. The write is conditioned on the transfer still waiting on that node: two
 * answers at once, the first wins and the other is told no transfer waits any more.
 */
export async function answerTransfer(
  actor: Actor,
  templateId: string,
  answer: 'accept' | 'reject',
  version: number,
  confirm = false,
) {
  const { scope, template } = await requireTemplate(actor, templateId);
  const transfer = template.transfer;
  if (!transfer) throw conflict('templates.transfer.none');
  const allowed =
    answer === 'accept'
      ? administers(scope, transfer.toNodeId)
      : administers(scope, transfer.toNodeId) || administers(scope, template.nodeId);
  if (!allowed) throw forbidden('templates.no_authority');
  if (template.version !== version) throw conflict('templates.stale');
  const to = scope.byId.get(transfer.toNodeId);
  if (!to) throw notFound();
  const lacking = answer === 'accept' ? await unreachableRubrics(scope, template, to) : [];
  if (lacking.length > 0 && !confirm) {
    throw conflict('templates.move.confirm_needed', { params: { node: to.text, count: lacking.length } });
  }
  const now = new Date();
  const base = withoutRubrics(
    template,
    lacking.map((rubric) => rubric.id),
  );
  const next: Template = {
    ...base,
    nodeId: answer === 'accept' ? to.nodeId : template.nodeId,
    folderId: answer === 'accept' ? null : template.folderId,
    transfer: null,
    version: template.version + 1,
    updatedAt: now.toISOString(),
  };
  const result = await writeTemplate({
    current: template,
    next,
    condition: where.eq('transfer.toNodeId', transfer.toNodeId),
    history: historyEntry(
      actor,
      template.templateId,
      answer === 'accept' ? 'transfer_accepted' : 'transfer_rejected',
      now,
      { to: to.text },
    ),
  });
  if (result.outcome === 'conflict') {
    const fresh = await getTemplate(template.organizationId, template.templateId, { consistent: true });
    if (!fresh) throw notFound();
    throw conflict(fresh.transfer?.toNodeId === transfer.toNodeId ? 'templates.stale' : 'templates.transfer.none');
  }
  throwWriteRefusal(result);
  const node = presentNode(scope, transfer.toNodeId).text;
  return {
    template: presentSummary(scope, rowOf(next)),
    message:
      answer === 'accept'
        ? text('templates.transfer.accepted', { title: template.title, node })
        : text('templates.transfer.rejected', { title: template.title }),
  };
}
