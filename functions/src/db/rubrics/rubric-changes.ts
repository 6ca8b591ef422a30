import { where, type Condition } from '../expressions';
import { create, remove, transactWrite, TRANSACTION_LIMIT, update, type WritePart } from '../transaction';
import { nodeHoldingsChange, nodeStillThere, statementSetUseChange } from '../../ports/hierarchy';
import { rubricEntity, rubricIndexKeys, type Rubric, type RubricTransfer } from './entities/rubric';
import { rubricTransferEntity } from './entities/rubric-transfer';

/**
 * Every change to rubrics, each one transaction (docs/data-model.md "Rubrics: writes that race"). A rubric
 * counts in its node's `holdings` while it is not archived (a node holding rubrics cannot be deleted under
 * them) and in the `referenceCount` of every statement set its alignment reaches (a set in use cannot be
 * deleted); both move in the same transaction as the rubric. Changes people make are conditioned on the
 * version they read, on the state allowing them and on no transfer waiting; a failed condition changes
 * nothing and the use case says why.
 */
export type RubricWriteOutcome = 'saved' | 'conflict' | 'node_gone' | 'set_gone';

const key = (rubric: Pick<Rubric, 'organizationId' | 'rubricId'>) => ({
  organizationId: rubric.organizationId,
  rubricId: rubric.rubricId,
});

/** The index keys of the rubric after a change (null: leaves that index). */
function indexChanges(next: Pick<Rubric, 'organizationId' | 'rubricId' | 'nodeId' | 'state'>) {
  return Object.fromEntries(Object.entries(rubricIndexKeys(next)).map(([name, value]) => [name, value ?? null]));
}

const unchangedSince = (current: Rubric): Condition =>
  where.and(where.eq('version', current.version), where.notExists('transfer'));
const editable: Condition = where.or(where.eq('state', 'draft'), where.eq('state', 'published'));
const unused: Condition = where.eq('usageCount', 0);

/** Named parts adding `delta` to each set's use count (one part per set). */
function setParts(organizationId: string, setIds: readonly string[], delta: number): Record<string, WritePart> {
  return Object.fromEntries(
    setIds.map((setId) => [`set:${setId}`, statementSetUseChange(organizationId, setId, delta)]),
  );
}

function outcomeOf(outcome: { ok: true } | { ok: false; failed: ReadonlySet<string> }): RubricWriteOutcome {
  if (outcome.ok) return 'saved';
  if (outcome.failed.has('rubric')) return 'conflict';
  if ([...outcome.failed].some((name) => name.startsWith('node'))) return 'node_gone';
  if ([...outcome.failed].some((name) => name.startsWith('set:'))) return 'set_gone';
  return 'conflict';
}

/** The most statement sets one rubric's alignment may reach, so any change fits in one transaction. */
export const RUBRIC_MAX_STATEMENT_SETS = 40;

/**
 * New rubrics (created, copied or imported), all or nothing: each only if its id is free, its node's holdings
 * + the count (the node must exist), and each statement set's use count + the rubrics reaching it.
 */
export async function insertRubrics(rubrics: readonly Rubric[]): Promise<RubricWriteOutcome> {
  const holdings = new Map<string, number>();
  const sets = new Map<string, number>();
  for (const rubric of rubrics) {
    if (rubric.nodeId) holdings.set(rubric.nodeId, (holdings.get(rubric.nodeId) ?? 0) + 1);
    for (const setId of rubric.statementSetIds) sets.set(setId, (sets.get(setId) ?? 0) + 1);
  }
  const organizationId = rubrics[0]?.organizationId as string;
  const parts: Record<string, WritePart> = {
    ...Object.fromEntries(rubrics.map((rubric, index) => [`rubric${index}`, create(rubricEntity, rubric)])),
    ...Object.fromEntries(
      [...holdings].map(([nodeId, count]) => [`node:${nodeId}`, nodeHoldingsChange(organizationId, nodeId, count)]),
    ),
    ...Object.fromEntries(
      [...sets].map(([setId, count]) => [`set:${setId}`, statementSetUseChange(organizationId, setId, count)]),
    ),
  };
  if (Object.keys(parts).length > TRANSACTION_LIMIT) throw new Error('too many rubrics for one transaction');
  const outcome = await transactWrite(parts);
  if (!outcome.ok && [...outcome.failed].some((name) => name.startsWith('rubric'))) return 'conflict';
  return outcomeOf(outcome);
}

/** A rubric an import updates: as read, and what the file makes of it. */
export interface ImportedRubricUpdate {
  current: Rubric;
  next: Pick<Rubric, 'title' | 'definition' | 'statementSetIds' | 'alignmentNodeIds' | 'source'>;
}

/** The parts an import writes, or null when they would not fit one transaction. */
function importParts(created: readonly Rubric[], updated: readonly ImportedRubricUpdate[], now: Date) {
  const organizationId = (created[0] ?? updated[0]?.current)?.organizationId as string;
  const holdings = new Map<string, number>();
  for (const rubric of created) if (rubric.nodeId) holdings.set(rubric.nodeId, (holdings.get(rubric.nodeId) ?? 0) + 1);
  const sets = new Map<string, number>();
  const count = (setId: string, delta: number) => sets.set(setId, (sets.get(setId) ?? 0) + delta);
  for (const { current, next } of updated) {
    for (const setId of next.statementSetIds) if (!current.statementSetIds.includes(setId)) count(setId, 1);
    for (const setId of current.statementSetIds) if (!next.statementSetIds.includes(setId)) count(setId, -1);
  }
  const parts: Record<string, WritePart> = {
    ...Object.fromEntries(created.map((rubric, index) => [`rubric${index}`, create(rubricEntity, rubric)])),
    ...Object.fromEntries(
      updated.map(({ current, next }, index) => [
        `rubricUpdate${index}`,
        update(
          rubricEntity,
          key(current),
          {
            set: {
              ...next,
              state: 'draft',
              updatedAt: now.toISOString(),
              ...indexChanges({ ...current, state: 'draft' }),
            },
            add: { version: 1 },
          },
          where.and(unchangedSince(current), editable, where.or(where.eq('state', 'draft'), unused)),
        ),
      ]),
    ),
    ...Object.fromEntries(
      [...holdings].map(([nodeId, n]) => [`node:${nodeId}`, nodeHoldingsChange(organizationId, nodeId, n)]),
    ),
    ...Object.fromEntries(
      [...sets]
        .filter(([, delta]) => delta !== 0)
        .map(([setId, delta]) => [`set:${setId}`, statementSetUseChange(organizationId, setId, delta)]),
    ),
  };
  return Object.keys(parts).length > TRANSACTION_LIMIT ? null : parts;
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
  const parts = importParts(created, updated, now);
  if (!parts) return 'too_large';
  const outcome = await transactWrite(parts);
  if (!outcome.ok && [...outcome.failed].some((name) => name.startsWith('rubric'))) return 'conflict';
  return outcomeOf(outcome);
}

/**
 * Saves a definition (spec 1 §4 "saving sets draft"): only from draft or published, unchanged since read,
 * no transfer waiting, and a published rubric only while nothing uses it (saving unpublishes it). Sets the
 * alignment no longer reaches give up this rubric's use; new ones gain it.
 */
export async function saveRubricDefinition(
  current: Rubric,
  next: Pick<Rubric, 'title' | 'definition' | 'statementSetIds' | 'alignmentNodeIds'>,
  now: Date,
): Promise<RubricWriteOutcome> {
  const added = next.statementSetIds.filter((setId) => !current.statementSetIds.includes(setId));
  const dropped = current.statementSetIds.filter((setId) => !next.statementSetIds.includes(setId));
  const outcome = await transactWrite({
    rubric: update(
      rubricEntity,
      key(current),
      {
        set: {
          ...next,
          state: 'draft',
          updatedAt: now.toISOString(),
          ...indexChanges({ ...current, state: 'draft' }),
        },
        add: { version: 1 },
      },
      where.and(unchangedSince(current), editable, where.or(where.eq('state', 'draft'), unused)),
    ),
    ...setParts(current.organizationId, added, 1),
    ...setParts(current.organizationId, dropped, -1),
  });
  return outcomeOf(outcome);
}

export type RubricStateChange = 'publish' | 'unpublish' | 'archive';

/**
 * Publish (draft → published), unpublish (published → draft, only while nothing uses it) or archive (draft
 * or published → archived, for good: it leaves its node's holdings and the usable listing, and keeps its
 * alignment, since the uses already made still show it).
 */
export async function changeRubricState(
  current: Rubric,
  change: RubricStateChange,
  now: Date,
): Promise<RubricWriteOutcome> {
  const to = { publish: 'published', unpublish: 'draft', archive: 'archived' } as const;
  const allowed: Record<RubricStateChange, Condition> = {
    publish: where.eq('state', 'draft'),
    unpublish: where.and(where.eq('state', 'published'), unused),
    archive: editable,
  };
  const state = to[change];
  const outcome = await transactWrite({
    rubric: update(
      rubricEntity,
      key(current),
      { set: { state, updatedAt: now.toISOString(), ...indexChanges({ ...current, state }) }, add: { version: 1 } },
      where.and(unchangedSince(current), allowed[change]),
    ),
    node:
      change === 'archive' && current.nodeId
        ? nodeHoldingsChange(current.organizationId, current.nodeId, -1)
        : undefined,
  });
  return outcomeOf(outcome);
}

/** Deletes an editable rubric nothing uses: its node and its statement sets stop counting it. */
export async function deleteRubric(current: Rubric): Promise<RubricWriteOutcome> {
  const outcome = await transactWrite({
    rubric: remove(rubricEntity, key(current), where.and(unchangedSince(current), editable, unused)),
    node: current.nodeId ? nodeHoldingsChange(current.organizationId, current.nodeId, -1) : undefined,
    ...setParts(current.organizationId, current.statementSetIds, -1),
  });
  return outcomeOf(outcome);
}

/** Moves an editable rubric to another node (which must still exist); holdings move with it. */
export async function moveRubric(current: Rubric, toNodeId: string, now: Date): Promise<RubricWriteOutcome> {
  const outcome = await transactWrite({
    rubric: update(
      rubricEntity,
      key(current),
      {
        set: { nodeId: toNodeId, updatedAt: now.toISOString(), ...indexChanges({ ...current, nodeId: toNodeId }) },
        add: { version: 1 },
      },
      where.and(unchangedSince(current), editable),
    ),
    nodeFrom: current.nodeId ? nodeHoldingsChange(current.organizationId, current.nodeId, -1) : undefined,
    nodeTo: nodeHoldingsChange(current.organizationId, toNodeId, 1),
  });
  return outcomeOf(outcome);
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
  const next: Rubric = { ...current, transfer, version: current.version + 1, updatedAt: now.toISOString() };
  const outcome = await transactWrite({
    rubric: update(
      rubricEntity,
      key(current),
      { set: { transfer, updatedAt: next.updatedAt }, add: { version: 1 } },
      where.and(unchangedSince(current), editable),
    ),
    copy: create(rubricTransferEntity, next),
    nodeTo: nodeStillThere(current.organizationId, transfer.toNodeId),
  });
  return { outcome: outcomeOf(outcome), rubric: next };
}

/**
 * Accepts a waiting transfer: the rubric joins the receiving node (which must exist; holdings move with it)
 * and the copy listed there goes. Conditioned on the version read and on the transfer still waiting on that
 * node, so two accepts (or an accept and a reject) cannot both happen.
 */
export async function acceptRubricTransfer(current: Rubric, now: Date): Promise<RubricWriteOutcome> {
  const transfer = current.transfer as RubricTransfer;
  const outcome = await transactWrite({
    rubric: update(
      rubricEntity,
      key(current),
      {
        set: {
          nodeId: transfer.toNodeId,
          transfer: null,
          updatedAt: now.toISOString(),
          ...indexChanges({ ...current, nodeId: transfer.toNodeId }),
        },
        add: { version: 1 },
      },
      where.and(where.eq('version', current.version), where.eq('transfer.toNodeId', transfer.toNodeId)),
    ),
    copy: remove(rubricTransferEntity, key(current)),
    nodeFrom: current.nodeId ? nodeHoldingsChange(current.organizationId, current.nodeId, -1) : undefined,
    nodeTo: nodeHoldingsChange(current.organizationId, transfer.toNodeId, 1),
  });
  return outcomeOf(outcome);
}

/** Rejects (or withdraws) a waiting transfer: the rubric stays where it is and the copy goes. */
export async function withdrawRubricTransfer(current: Rubric, now: Date): Promise<RubricWriteOutcome> {
  const transfer = current.transfer as RubricTransfer;
  const outcome = await transactWrite({
    rubric: update(
      rubricEntity,
      key(current),
      { set: { transfer: null, updatedAt: now.toISOString() }, add: { version: 1 } },
      where.and(where.eq('version', current.version), where.eq('transfer.toNodeId', transfer.toNodeId)),
    ),
    copy: remove(rubricTransferEntity, key(current)),
  });
  return outcomeOf(outcome);
}
