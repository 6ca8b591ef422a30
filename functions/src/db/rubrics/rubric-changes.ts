import { where, type Condition } from '../expressions';
import { create, remove, update, type WritePart } from '../transaction';
import { outlineOf, rubricEntity, rubricIndexKeys, type Rubric, type RubricTransfer } from './entities/rubric';
import { rubricTransferEntity } from './entities/rubric-transfer';

/**
 * The rubric's own parts of every change (docs/data-model.md "Rubrics: writes that race"), named, for the use
 * case to run in one transactWrite with the parts of other contexts the change moves (the node's holdings,
 * the statement sets' use counts: http/rubrics/rubric-writes.ts joins them from ports/hierarchy.ts). Changes
 * people make are conditioned on the version they read, on the state allowing them and on no transfer
 * waiting; a failed condition fails its part (`rubric`, `rubric<n>`, `rubricUpdate<n>`) and changes nothing.
 */
type Parts = Record<string, WritePart>;

const key = (rubric: Pick<Rubric, 'organizationId' | 'rubricId'>) => ({
  organizationId: rubric.organizationId,
  rubricId: rubric.rubricId,
});

/**
 * The index keys of the rubric after a change (null: leaves that index); every change sets `updatedAt` and so
 * moves the rubric in the recent order (byLibraryRecent).
 */
function indexChanges(next: Pick<Rubric, 'organizationId' | 'rubricId' | 'nodeId' | 'state' | 'title' | 'updatedAt'>) {
  return Object.fromEntries(Object.entries(rubricIndexKeys(next)).map(([name, value]) => [name, value ?? null]));
}

const unchangedSince = (current: Rubric): Condition =>
  where.and(where.eq('version', current.version), where.notExists('transfer'));
const editable: Condition = where.or(where.eq('state', 'draft'), where.eq('state', 'published'));
const unused: Condition = where.eq('usageCount', 0);

/** A definition as saved: draft again, from draft or published, and a published one only while nothing uses it. */
function definitionUpdate(
  current: Rubric,
  next: Pick<Rubric, 'title' | 'definition' | 'statementSetIds' | 'alignmentNodeIds'> & Partial<Pick<Rubric, 'source'>>,
  now: Date,
): WritePart {
  const updatedAt = now.toISOString();
  return update(
    rubricEntity,
    key(current),
    {
      // The outline is written with the definition it describes, so a list row never disagrees with it.
      set: {
        ...next,
        outline: outlineOf(next.definition),
        state: 'draft',
        updatedAt,
        ...indexChanges({ ...current, title: next.title, state: 'draft', updatedAt }),
      },
      add: { version: 1 },
    },
    where.and(unchangedSince(current), editable, where.or(where.eq('state', 'draft'), unused)),
  );
}

/** New rubrics (created, copied or imported), `rubric<n>`: each only if its id is free. */
export function newRubricsParts(rubrics: readonly Rubric[]): Parts {
  return Object.fromEntries(
    rubrics.map((rubric, index) => [
      `rubric${index}`,
      create(rubricEntity, { ...rubric, outline: outlineOf(rubric.definition) }),
    ]),
  );
}

/** A rubric an import updates: as read, and what the file makes of it. */
export interface ImportedRubricUpdate {
  current: Rubric;
  next: Pick<Rubric, 'title' | 'definition' | 'statementSetIds' | 'alignmentNodeIds' | 'source'>;
}

/** The rubrics an earlier import of a file made, saved as the file now makes them, `rubricUpdate<n>`. */
export function importedUpdatesParts(updated: readonly ImportedRubricUpdate[], now: Date): Parts {
  return Object.fromEntries(
    updated.map(({ current, next }, index) => [`rubricUpdate${index}`, definitionUpdate(current, next, now)]),
  );
}

/**
 * Saves a definition (spec 1 §4 "saving sets draft"), `rubric`: only from draft or published, unchanged since
 * read, no transfer waiting, and a published rubric only while nothing uses it (saving unpublishes it).
 */
export function definitionSaveParts(
  current: Rubric,
  next: Pick<Rubric, 'title' | 'definition' | 'statementSetIds' | 'alignmentNodeIds'>,
  now: Date,
): Parts {
  return { rubric: definitionUpdate(current, next, now) };
}

export type RubricStateChange = 'publish' | 'unpublish' | 'archive';

/**
 * Publish (draft → published), unpublish (published → draft, only while nothing uses it) or archive (draft
 * or published → archived, for good; it keeps its alignment, since the uses already made still show it).
 */
export function stateChangeParts(current: Rubric, change: RubricStateChange, now: Date): Parts {
  const to = { publish: 'published', unpublish: 'draft', archive: 'archived' } as const;
  const allowed: Record<RubricStateChange, Condition> = {
    publish: where.eq('state', 'draft'),
    unpublish: where.and(where.eq('state', 'published'), unused),
    archive: editable,
  };
  const state = to[change];
  const updatedAt = now.toISOString();
  return {
    rubric: update(
      rubricEntity,
      key(current),
      { set: { state, updatedAt, ...indexChanges({ ...current, state, updatedAt }) }, add: { version: 1 } },
      where.and(unchangedSince(current), allowed[change]),
    ),
  };
}

/** Deletes an editable rubric nothing uses, `rubric`. */
export function deletionParts(current: Rubric): Parts {
  return { rubric: remove(rubricEntity, key(current), where.and(unchangedSince(current), editable, unused)) };
}

/** Moves an editable rubric to another node, `rubric`. */
export function moveParts(current: Rubric, toNodeId: string, now: Date): Parts {
  return {
    rubric: update(
      rubricEntity,
      key(current),
      {
        set: {
          nodeId: toNodeId,
          updatedAt: now.toISOString(),
          ...indexChanges({ ...current, nodeId: toNodeId, updatedAt: now.toISOString() }),
        },
        add: { version: 1 },
      },
      where.and(unchangedSince(current), editable),
    ),
  };
}

/**
 * Offers an editable rubric to another node: the rubric records the transfer (`rubric`) and a copy is listed
 * on the receiving node (`copy`, `next` as it will be). Two offers at once: one wins, the other fails `rubric`.
 */
export function transferOfferParts(current: Rubric, next: Rubric & { transfer: RubricTransfer }): Parts {
  return {
    rubric: update(
      rubricEntity,
      key(current),
      {
        set: {
          transfer: next.transfer,
          updatedAt: next.updatedAt,
          ...indexChanges({ ...current, updatedAt: next.updatedAt }),
        },
        add: { version: 1 },
      },
      where.and(unchangedSince(current), editable),
    ),
    copy: create(rubricTransferEntity, { ...next, outline: outlineOf(next.definition) }),
  };
}

/**
 * Accepts a waiting transfer: the rubric joins the receiving node (`rubric`) and the copy listed there goes
 * (`copy`). Conditioned on the version read and on the transfer still waiting on that node, so two accepts
 * (or an accept and a reject) cannot both happen.
 */
export function transferAcceptParts(current: Rubric, now: Date): Parts {
  const transfer = current.transfer as RubricTransfer;
  return {
    rubric: update(
      rubricEntity,
      key(current),
      {
        set: {
          nodeId: transfer.toNodeId,
          transfer: null,
          updatedAt: now.toISOString(),
          ...indexChanges({ ...current, nodeId: transfer.toNodeId, updatedAt: now.toISOString() }),
        },
        add: { version: 1 },
      },
      where.and(where.eq('version', current.version), where.eq('transfer.toNodeId', transfer.toNodeId)),
    ),
    copy: remove(rubricTransferEntity, key(current)),
  };
}

/** Rejects (or withdraws) a waiting transfer: the rubric stays where it is (`rubric`) and the copy goes (`copy`). */
export function transferWithdrawParts(current: Rubric, now: Date): Parts {
  const transfer = current.transfer as RubricTransfer;
  return {
    rubric: update(
      rubricEntity,
      key(current),
      {
        set: {
          transfer: null,
          updatedAt: now.toISOString(),
          ...indexChanges({ ...current, updatedAt: now.toISOString() }),
        },
        add: { version: 1 },
      },
      where.and(where.eq('version', current.version), where.eq('transfer.toNodeId', transfer.toNodeId)),
    ),
    copy: remove(rubricTransferEntity, key(current)),
  };
}
