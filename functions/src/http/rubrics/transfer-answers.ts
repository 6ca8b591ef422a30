import { conflict, forbidden, notFound } from '@tessera/shared';
import { getRubric, type Rubric } from '../../db/rubrics/rubrics';
import type { Actor } from '../../lib/http/types';
import { text } from '../../lib/text';
import { presentNode, presentRubric } from './present';
import { acceptRubricTransfer, withdrawRubricTransfer, type RubricWriteOutcome } from './rubric-writes';
import { administers, requireRubric } from './scope';

/**
 * Accepting or rejecting a transfer (spec 2 §4 "Transferred rubrics can be accepted (added to the node) or
 * rejected"): only while one waits (else 409 "This Rubric has no transfer waiting."), at the version read.
 * Accept: an admin of the receiving node; the rubric joins it. Reject: an admin of the receiving node, or of
 * the sending one withdrawing the offer; the rubric stays. Two answers at once: the first wins, the other is
 * told there is no transfer waiting any more.
 */
export async function answerTransfer(actor: Actor, rubricId: string, answer: 'accept' | 'reject', version: number) {
  const { scope, rubric } = await requireRubric(actor, rubricId);
  const transfer = rubric.transfer;
  if (!transfer) throw conflict('rubrics.transfer.none');
  const allowed =
    answer === 'accept'
      ? administers(scope, transfer.toNodeId)
      : administers(scope, transfer.toNodeId) || administers(scope, rubric.nodeId);
  if (!allowed) throw forbidden('rubrics.no_authority');
  if (rubric.version !== version) throw conflict('rubrics.stale');
  const now = new Date();
  const outcome: RubricWriteOutcome =
    answer === 'accept' ? await acceptRubricTransfer(rubric, now) : await withdrawRubricTransfer(rubric, now);
  if (outcome === 'node_gone') throw notFound();
  if (outcome !== 'saved') {
    const fresh = await getRubric(rubric.organizationId, rubric.rubricId, { consistent: true });
    if (!fresh) throw notFound();
    throw conflict(fresh.transfer?.toNodeId === transfer.toNodeId ? 'rubrics.stale' : 'rubrics.transfer.none');
  }
  const next: Rubric = {
    ...rubric,
    nodeId: answer === 'accept' ? transfer.toNodeId : rubric.nodeId,
    transfer: null,
    version: rubric.version + 1,
    updatedAt: now.toISOString(),
  };
  const node = presentNode(scope, transfer.toNodeId).text;
  return {
    rubric: presentRubric(scope, next),
    message:
      answer === 'accept'
        ? text('rubrics.transfer.accepted', { title: rubric.title, node })
        : text('rubrics.transfer.rejected', { title: rubric.title }),
  };
}
