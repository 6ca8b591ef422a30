import { batchDelete, batchGet, batchPut, writeThenCommit } from '../batch';
import { where } from '../expressions';
import { getItem, queryItems, updateItem } from '../items';
import {
  create,
  put,
  remove,
  transactWrite,
  TRANSACTION_LIMIT,
  update,
  type WriteOutcome,
  type WritePart,
} from '../transaction';
import { claimName, nameKeyChanged, releaseName } from './guards';
import { nodeEntity } from './entities/node';
import { statementEntity, type Statement } from './entities/statement';
import { statementSetEntity, type StatementSet } from './entities/statement-set';

export type { Statement, StatementSet };

/**
 * Guard scopes of statement sets on a node: the title and the abbreviation are unique among the node's sets
 * (nameKey: case- and Unicode-insensitive; a blank abbreviation claims nothing), and so is the CASE
 * CFDocument a set was imported from, so the same package cannot become two sets there even when imported
 * twice at once.
 */
export const setTitleScope = (nodeId: string): string => `STATEMENT_SET_TITLE#${nodeId}`;
export const setAbbreviationScope = (nodeId: string): string => `STATEMENT_SET_ABBREVIATION#${nodeId}`;
export const setSourceScope = (nodeId: string): string => `STATEMENT_SET_SOURCE#${nodeId}`;

/** Access pattern "statement set by id": GetItem ORG#<orgId> / STATEMENT_SET#<setId>. */
export function getStatementSet(organizationId: string, setId: string): Promise<StatementSet | null> {
  return getItem(statementSetEntity, { organizationId, setId });
}

/**
 * Access pattern "statement sets of a node" (without their statements): Query byRelation
 * gsi1pk = ORG#<orgId>#NODE#<nodeId>, begins_with(gsi1sk, STATEMENT_SET#), all pages.
 */
export async function listStatementSetsOfNode(organizationId: string, nodeId: string): Promise<StatementSet[]> {
  const { items } = await queryItems(statementSetEntity, {
    index: 'byRelation',
    partition: `ORG#${organizationId}#NODE#${nodeId}`,
    prefix: 'STATEMENT_SET#',
    all: true,
  });
  return items;
}

/** Access pattern "statement sets by ids": BatchGetItem of ORG#<orgId> / STATEMENT_SET#<id> keys (100 a request). */
export function getStatementSets(organizationId: string, setIds: readonly string[]): Promise<StatementSet[]> {
  return batchGet(
    statementSetEntity,
    setIds.map((setId) => ({ organizationId, setId })),
  );
}

/** Access pattern "statements by ids": BatchGetItem of ORG#<orgId> / STATEMENT#<id> keys (100 a request). */
export function getStatements(
  organizationId: string,
  statementIds: readonly string[],
  options: { consistent?: boolean } = {},
): Promise<Statement[]> {
  return batchGet(
    statementEntity,
    statementIds.map((statementId) => ({ organizationId, statementId })),
    options,
  );
}

export type NewStatementSet = Omit<
  StatementSet,
  'referenceCount' | 'version' | 'statementIds' | 'lockedUntil' | 'createdAt'
>;

/** How long a large update holds its set (longer than any request may run). */
export const SET_LOCK_MS = 2 * 60 * 1000;

/** The set is not held by a large update (none, or one whose time is past: its writer is gone). */
const notLocked = (now: number) => where.or(where.notExists('lockedUntil'), where.lt('lockedUntil', now));

/** Why a set could not be written: a name another set of the node holds, the node gone, or a lost race. */
export type SetRefusal = 'title_taken' | 'abbreviation_taken' | 'source_taken' | 'gone' | 'conflict';

/** The guards a new set claims: its title, its abbreviation when it has one, its CASE document when imported. */
function claimGuards(
  set: Pick<
    StatementSet,
    'organizationId' | 'setId' | 'nodeId' | 'title' | 'abbreviation' | 'sourceKind' | 'sourceIdentifier'
  >,
) {
  const { organizationId, setId, nodeId } = set;
  return {
    title: claimName(organizationId, setTitleScope(nodeId), set.title, setId),
    abbreviation: set.abbreviation
      ? claimName(organizationId, setAbbreviationScope(nodeId), set.abbreviation, setId)
      : undefined,
    source:
      set.sourceKind === 'case' && set.sourceIdentifier
        ? claimName(organizationId, setSourceScope(nodeId), set.sourceIdentifier, setId)
        : undefined,
  };
}

/** Which guard refused a write, from the names of the failed transaction parts. */
function refusalOf(failed: ReadonlySet<string>, otherwise: SetRefusal): SetRefusal {
  if (failed.has('source')) return 'source_taken';
  if (failed.has('title') || failed.has('newTitle')) return 'title_taken';
  if (failed.has('abbreviation') || failed.has('newAbbreviation')) return 'abbreviation_taken';
  return otherwise;
}

const countParts = (parts: Readonly<Record<string, WritePart | undefined>>): number =>
  Object.values(parts).filter(Boolean).length;

/**
 * Creates a set with its statements, all or nothing at any size. One transaction is the commit point: the
 * set, its guards (title, abbreviation, CASE document: a name or package another set of the node holds
 * refuses the whole write) and the node's holdings + 1, with the statements too when they fit; for more, the
 * statements are batch-written first (nothing lists them until the set names them) and deleted again if any
 * batch throws or the commit is refused.
 */
export async function insertStatementSet(
  input: NewStatementSet,
  statements: Statement[],
  now = new Date(),
): Promise<StatementSet | { refused: SetRefusal }> {
  const { organizationId, nodeId } = input;
  const set: StatementSet = {
    ...input,
    statementIds: statements.map((statement) => statement.statementId),
    referenceCount: 0,
    version: 1,
    lockedUntil: null,
    createdAt: now.toISOString(),
  };
  const head = {
    set: create(statementSetEntity, set),
    node: update(nodeEntity, { organizationId, nodeId }, { add: { holdings: 1 } }),
    ...claimGuards(set),
  };
  const inline = countParts(head) + statements.length <= TRANSACTION_LIMIT;
  const commit = () =>
    transactWrite({
      ...head,
      ...(inline ? Object.fromEntries(statements.map((s, i) => [`statement${i}`, put(statementEntity, s)])) : {}),
    });
  const outcome = inline ? await commit() : await writeThenCommit(statementEntity, statements, commit, (o) => o.ok);
  if (outcome.ok) return set;
  return { refused: refusalOf(outcome.failed, outcome.failed.has('node') ? 'gone' : 'conflict') };
}

export interface SetChanges {
  title: string;
  abbreviation: string;
  /** A re-imported CASE document's URI (the identifier never changes). */
  sourceUri?: string | null;
}

/** Whether two versions of a statement hold the same content (a kept statement that need not be rewritten). */
const sameStatement = (a: Statement, b: Statement | undefined): boolean =>
  b !== undefined &&
  a.title === b.title &&
  a.abbreviation === b.abbreviation &&
  a.code === b.code &&
  a.description === b.description &&
  a.parentId === b.parentId &&
  a.sourceIdentifier === b.sourceIdentifier &&
  a.setId === b.setId &&
  a.nodeId === b.nodeId;

/**
 * Replaces a set's title, abbreviation and statements if nobody changed the set since it was read
 * (`version`), moving its title and abbreviation guards when they change (a name another set of the node
 * holds refuses the write). All or nothing at any size:
 * - when everything fits one transaction (statements written and deleted, the set, its guards), that is it;
 * - otherwise the set is first held (`lockedUntil`, version + 1, only if still at the version read and not
 *   held), so no other write of the set can interleave; the statements it keeps are read again (strongly
 *   consistent); new statements and kept ones whose content changes are written (`writeThenCommit`: the new
 *   ones are deleted again on any failure), then one transaction commits the set and its guards and releases
 *   it. If a batch throws or the commit is refused, the changed kept statements get their content back and
 *   the set is released, so nothing has changed. Statements it no longer names are deleted after the commit
 *   (harmless if that is interrupted: nothing lists them).
 */
export async function saveStatementSet(
  current: StatementSet,
  changes: SetChanges,
  statements: Statement[],
  now = Date.now(),
): Promise<'saved' | SetRefusal> {
  const { organizationId, setId, nodeId } = current;
  const key = { organizationId, setId };
  const kept = new Set(statements.map((s) => s.statementId));
  const removed = current.statementIds.filter((id) => !kept.has(id));
  const fresh = statements.filter((s) => !current.statementIds.includes(s.statementId));
  const moveTitle = nameKeyChanged(current.title, changes.title);
  const moveAbbreviation = nameKeyChanged(current.abbreviation, changes.abbreviation);
  const titles = setTitleScope(nodeId);
  const abbreviations = setAbbreviationScope(nodeId);
  const fields = {
    title: changes.title,
    abbreviation: changes.abbreviation,
    statementIds: statements.map((s) => s.statementId),
    ...(changes.sourceUri !== undefined ? { sourceUri: changes.sourceUri } : {}),
  };
  const guards = {
    newTitle: moveTitle ? claimName(organizationId, titles, changes.title, setId) : undefined,
    oldTitle: moveTitle ? releaseName(organizationId, titles, current.title) : undefined,
    newAbbreviation:
      moveAbbreviation && changes.abbreviation
        ? claimName(organizationId, abbreviations, changes.abbreviation, setId)
        : undefined,
    oldAbbreviation:
      moveAbbreviation && current.abbreviation
        ? releaseName(organizationId, abbreviations, current.abbreviation)
        : undefined,
  };

  if (countParts(guards) + 1 + statements.length + removed.length <= TRANSACTION_LIMIT) {
    const outcome = await transactWrite({
      set: update(
        statementSetEntity,
        key,
        { set: fields, add: { version: 1 } },
        where.and(where.eq('version', current.version), notLocked(now)),
      ),
      ...guards,
      ...Object.fromEntries(statements.map((s, i) => [`put${i}`, put(statementEntity, s)])),
      ...Object.fromEntries(
        removed.map((statementId, i) => [`delete${i}`, remove(statementEntity, { organizationId, statementId })]),
      ),
    });
    return outcome.ok ? 'saved' : refusalOf(outcome.failed, 'conflict');
  }

  const held = await updateItem(
    statementSetEntity,
    key,
    { set: { lockedUntil: now + SET_LOCK_MS }, add: { version: 1 } },
    { if: where.and(where.eq('version', current.version), notLocked(now)) },
  );
  if (!held) return 'conflict';
  const heldVersion = current.version + 1;
  const keptIds = current.statementIds.filter((id) => kept.has(id));
  const before = new Map(
    (await getStatements(organizationId, keptIds, { consistent: true })).map((s) => [s.statementId, s]),
  );
  const changed = statements.filter((s) => before.has(s.statementId) && !sameStatement(s, before.get(s.statementId)));
  // Only while the set is still held at our version: had the commit gone through after all (an answer lost
  // on the way back), the content written is the set's and must stay.
  const undo = async () => {
    if ((await getItem(statementSetEntity, key, { consistent: true }))?.version !== heldVersion) return;
    await batchPut(
      statementEntity,
      changed.flatMap((s) => before.get(s.statementId) ?? []),
    );
    await updateItem(statementSetEntity, key, { remove: ['lockedUntil'] }, { if: where.eq('version', heldVersion) });
  };
  let outcome: WriteOutcome<string>;
  try {
    outcome = await writeThenCommit(
      statementEntity,
      fresh,
      async () => {
        await batchPut(statementEntity, changed);
        return transactWrite({
          set: update(
            statementSetEntity,
            key,
            { set: fields, add: { version: 1 }, remove: ['lockedUntil'] },
            where.eq('version', heldVersion),
          ),
          ...guards,
        });
      },
      (o) => o.ok,
    );
  } catch (error) {
    await undo();
    throw error;
  }
  if (!outcome.ok) {
    await undo();
    return refusalOf(outcome.failed, 'conflict');
  }
  await batchDelete(
    statementEntity,
    removed.map((statementId) => ({ organizationId, statementId })),
  );
  return 'saved';
}

/**
 * Deletes an unreferenced, unchanged set (not held by a large update) with its statements and its guards;
 * the node's holdings − 1.
 * Guards are released whoever holds them: a set written before guards existed has none to release.
 */
export async function removeStatementSet(current: StatementSet, now = Date.now()): Promise<'deleted' | 'conflict'> {
  const { organizationId, setId, nodeId } = current;
  const head = {
    set: remove(
      statementSetEntity,
      { organizationId, setId },
      where.and(where.eq('version', current.version), where.eq('referenceCount', 0), notLocked(now)),
    ),
    node: update(nodeEntity, { organizationId, nodeId }, { add: { holdings: -1 } }),
    title: releaseName(organizationId, setTitleScope(nodeId), current.title),
    abbreviation: current.abbreviation
      ? releaseName(organizationId, setAbbreviationScope(nodeId), current.abbreviation)
      : undefined,
    source:
      current.sourceKind === 'case' && current.sourceIdentifier
        ? releaseName(organizationId, setSourceScope(nodeId), current.sourceIdentifier)
        : undefined,
  };
  const inline = countParts(head) + current.statementIds.length <= TRANSACTION_LIMIT;
  const outcome = await transactWrite({
    ...head,
    ...(inline
      ? Object.fromEntries(
          current.statementIds.map((statementId, i) => [
            `statement${i}`,
            remove(statementEntity, { organizationId, statementId }),
          ]),
        )
      : {}),
  });
  if (!outcome.ok) return 'conflict';
  if (!inline) {
    await batchDelete(
      statementEntity,
      current.statementIds.map((statementId) => ({ organizationId, statementId })),
    );
  }
  return 'deleted';
}

/** Adds to (or takes from) how many templates and rubrics use a set; deletion needs 0. */
export async function addStatementSetReferences(organizationId: string, setId: string, delta: number): Promise<void> {
  await updateItem(statementSetEntity, { organizationId, setId }, { add: { referenceCount: delta } });
}
