import {
  definitionSaveParts,
  deletionParts,
  importedUpdatesParts,
  moveParts,
  newRubricsParts,
  stateChangeParts,
  transferAcceptParts,
  transferOfferParts,
  transferWithdrawParts,
  type ImportedRubricUpdate,
  type RubricStateChange,
} from '../../db/rubrics/rubric-changes';
import type { Rubric, RubricTransfer } from '../../db/rubrics/rubrics';
import { transactWrite, TRANSACTION_LIMIT, type WriteOutcome, type WritePart } from '../../db/transaction';
import { nodeHoldingsChange, nodeStillThere, statementSetUseChange } from '../../ports/hierarchy';

/**
 * Every change to rubrics, each one transaction (docs/data-model.md "Rubrics: writes that race"): the rubric's
 * own parts (db/rubrics/rubric-changes.ts) and the hierarchy's it moves (ports/hierarchy.ts), gathered here. A
 * rubric counts in its node's `holdings` while it is not archived (a node holding rubrics cannot be deleted
 * under them) and in the `referenceCount` of every statement set its alignment reaches (a set in use cannot
 * be deleted); both move in the same transaction as the rubric. A failed condition changes nothing and the
 * outcome says why.
 */
export type RubricWriteOutcome = 'saved' | 'conflict' | 'node_gone' | 'set_gone';
export type { ImportedRubricUpdate, RubricStateChange };

/** The most statement sets one rubric's alignment may reach, so any change fits in one transaction. */
export const RUBRIC_MAX_STATEMENT_SETS = 40;

/** Named parts (`set:<id>`) adding each set's delta to its use count; no part for a delta of 0. */
function setParts(organizationId: string, deltas: Iterable<[string, number]>): Record<string, WritePart> {
  return Object.fromEntries(
    [...deltas]
      .filter(([, delta]) => delta !== 0)
      .map(([setId, delta]) => [`set:${setId}`, statementSetUseChange(organizationId, setId, delta)]),
  );
}

/** Named parts (`node:<id>`) adding each node's delta to its holdings. */
function holdingsParts(organizationId: string, deltas: Iterable<[string, number]>): Record<string, WritePart> {
  return Object.fromEntries(
    [...deltas].map(([nodeId, delta]) => [`node:${nodeId}`, nodeHoldingsChange(organizationId, nodeId, delta)]),
  );
}

/** +1 for each set `next` reaches and `current` does not, −1 for each it leaves. */
function alignmentDeltas(current: readonly string[], next: readonly string[]): [string, number][] {
  return [
    ...next.filter((setId) => !current.includes(setId)).map((setId): [string, number] => [setId, 1]),
    ...current.filter((setId) => !next.includes(setId)).map((setId): [string, number] => [setId, -1]),
  ];
}

function outcomeOf(outcome: WriteOutcome<string>): RubricWriteOutcome {
  if (outcome.ok) return 'saved';
  if ([...outcome.failed].some((name) => name.startsWith('rubric'))) return 'conflict';
  if ([...outcome.failed].some((name) => name.startsWith('node'))) return 'node_gone';
  if ([...outcome.failed].some((name) => name.startsWith('set:'))) return 'set_gone';
  return 'conflict';
}

/** How many of each key (a rubric's node, a set its alignment reaches) `rubrics` add. */
function tally(keys: Iterable<string | null | undefined>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/**
 * New rubrics (created, copied or imported), all or nothing: each only if its id is free, its node's holdings
 * + the count (the node must exist), and each statement set's use count + the rubrics reaching it.
 */
export async function insertRubrics(rubrics: readonly Rubric[]): Promise<RubricWriteOutcome> {
  const organizationId = rubrics[0]?.organizationId as string;
  const parts: Record<string, WritePart> = {
    ...newRubricsParts(rubrics),
    ...holdingsParts(organizationId, tally(rubrics.map((rubric) => rubric.nodeId))),
    ...setParts(organizationId, tally(rubrics.flatMap((rubric) => rubric.statementSetIds))),
  };
  if (Object.keys(parts).length > TRANSACTION_LIMIT) throw new Error('too many rubrics for one transaction');
  return outcomeOf(await transactWrite(parts));
}

/**
 * A Canvas CSV import (issue 21), all or nothing in one transaction: new rubrics as insertRubrics writes them,
 * and the rubrics an earlier import of the file made, updated as saveRubricDefinition saves them (saving sets
 * draft; each only unchanged since read, editable, no transfer waiting, and a published one only while nothing
 * uses it), statement sets reached or left moving their use counts. `too_large` when the writes exceed one
 * transaction (the file's limit of 99 rubrics keeps them within it unless alignments change many sets).
 */
export async function importRubrics(
  created: readonly Rubric[],
  updated: readonly ImportedRubricUpdate[],
  now: Date,
): Promise<RubricWriteOutcome | 'too_large'> {
  const organizationId = (created[0] ?? updated[0]?.current)?.organizationId as string;
  const sets = new Map<string, number>();
  for (const { current, next } of updated)
    for (const [setId, delta] of alignmentDeltas(current.statementSetIds, next.statementSetIds))
      sets.set(setId, (sets.get(setId) ?? 0) + delta);
  const parts: Record<string, WritePart> = {
    ...newRubricsParts(created),
    ...importedUpdatesParts(updated, now),
    ...holdingsParts(organizationId, tally(created.map((rubric) => rubric.nodeId))),
    ...setParts(organizationId, sets),
  };
  if (Object.keys(parts).length > TRANSACTION_LIMIT) return 'too_large';
  return outcomeOf(await transactWrite(parts));
}

/**
 * Saves a definition (spec 1 §4 "saving sets draft"; the conditions in db/rubrics/rubric-changes.ts). Sets
 * the alignment no longer reaches give up this rubric's use; new ones gain it.
 */
export async function saveRubricDefinition(
  current: Rubric,
  next: Pick<Rubric, 'title' | 'definition' | 'statementSetIds' | 'alignmentNodeIds'>,
  now: Date,
): Promise<RubricWriteOutcome> {
  return outcomeOf(
    await transactWrite({
      ...definitionSaveParts(current, next, now),
      ...setParts(current.organizationId, alignmentDeltas(current.statementSetIds, next.statementSetIds)),
    }),
  );
}

/** Publish, unpublish or archive; archiving leaves its node's holdings (and the usable listing). */
export async function changeRubricState(
  current: Rubric,
  change: RubricStateChange,
  now: Date,
): Promise<RubricWriteOutcome> {
  return outcomeOf(
    await transactWrite({
      ...stateChangeParts(current, change, now),
      node:
        change === 'archive' && current.nodeId
          ? nodeHoldingsChange(current.organizationId, current.nodeId, -1)
          : undefined,
    }),
  );
}

/** Deletes an editable rubric nothing uses: its node and its statement sets stop counting it. */
export async function deleteRubric(current: Rubric): Promise<RubricWriteOutcome> {
  return outcomeOf(
    await transactWrite({
      ...deletionParts(current),
      node: current.nodeId ? nodeHoldingsChange(current.organizationId, current.nodeId, -1) : undefined,
      ...setParts(
        current.organizationId,
        current.statementSetIds.map((setId): [string, number] => [setId, -1]),
      ),
    }),
  );
}

/** Moves an editable rubric to another node (which must still exist); holdings move with it. */
export async function moveRubric(current: Rubric, toNodeId: string, now: Date): Promise<RubricWriteOutcome> {
  return outcomeOf(
    await transactWrite({
      ...moveParts(current, toNodeId, now),
      nodeFrom: current.nodeId ? nodeHoldingsChange(current.organizationId, current.nodeId, -1) : undefined,
      nodeTo: nodeHoldingsChange(current.organizationId, toNodeId, 1),
    }),
  );
}

/**
 * Offers an editable rubric to another node (which must exist): the rubric records the transfer and a copy
 * is listed on the receiving node. Two offers at once: one wins, the other is a conflict.
 */
export async function offerRubricTransfer(
  current: Rubric,
  transfer: RubricTransfer,
  now: Date,
): Promise<{ outcome: RubricWriteOutcome; rubric: Rubric }> {
  const next = { ...current, transfer, version: current.version + 1, updatedAt: now.toISOString() };
  const outcome = await transactWrite({
    ...transferOfferParts(current, next),
    nodeTo: nodeStillThere(current.organizationId, transfer.toNodeId),
  });
  return { outcome: outcomeOf(outcome), rubric: next };
}

/** Accepts a waiting transfer: the rubric joins the receiving node (which must exist; holdings move with it). */
export async function acceptRubricTransfer(current: Rubric, now: Date): Promise<RubricWriteOutcome> {
  const toNodeId = (current.transfer as RubricTransfer).toNodeId;
  return outcomeOf(
    await transactWrite({
      ...transferAcceptParts(current, now),
      nodeFrom: current.nodeId ? nodeHoldingsChange(current.organizationId, current.nodeId, -1) : undefined,
      nodeTo: nodeHoldingsChange(current.organizationId, toNodeId, 1),
    }),
  );
}

/** Rejects (or withdraws) a waiting transfer: the rubric stays where it is and the copy goes. */
export async function withdrawRubricTransfer(current: Rubric, now: Date): Promise<RubricWriteOutcome> {
  return outcomeOf(await transactWrite(transferWithdrawParts(current, now)));
}
