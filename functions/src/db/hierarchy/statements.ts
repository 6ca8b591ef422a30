import { batchDelete, batchGet, batchPut, writeThenCommit } from '../batch';
import { where } from '../expressions';
import { getItem, updateItem } from '../items';
import { create, put, remove, transactWrite, TRANSACTION_LIMIT, update } from '../transaction';
import { nodeEntity } from './entities/node';
import { statementEntity, type Statement } from './entities/statement';
import { statementSetEntity, type StatementSet } from './entities/statement-set';

export type { Statement, StatementSet };

/** Access pattern "statement set by id": GetItem ORG#<orgId> / STATEMENT_SET#<setId>. */
export function getStatementSet(organizationId: string, setId: string): Promise<StatementSet | null> {
  return getItem(statementSetEntity, { organizationId, setId });
}

/** Access pattern "statements by ids": BatchGetItem of ORG#<orgId> / STATEMENT#<id> keys (100 a request). */
export function getStatements(organizationId: string, statementIds: readonly string[]): Promise<Statement[]> {
  return batchGet(
    statementEntity,
    statementIds.map((statementId) => ({ organizationId, statementId })),
  );
}

export type NewStatementSet = Omit<StatementSet, 'referenceCount' | 'version' | 'statementIds' | 'createdAt'>;

/**
 * Creates a set with its statements, all or nothing at any size, and returns it ('gone': the node is gone). The set item is the commit point: up to 98
 * statements go in the same transaction as the set and the node's holdings + 1; for more, the statements are
 * batch-written first (nothing lists them until the set names them) and deleted again if any batch throws or
 * the set cannot be written (the node gone).
 */
export async function createStatementSet(
  input: NewStatementSet,
  statements: Statement[],
  now = new Date(),
): Promise<StatementSet | 'gone'> {
  const { organizationId, nodeId } = input;
  const set: StatementSet = {
    ...input,
    statementIds: statements.map((statement) => statement.statementId),
    referenceCount: 0,
    version: 1,
    createdAt: now.toISOString(),
  };
  const inline = statements.length + 2 <= TRANSACTION_LIMIT;
  const commit = () =>
    transactWrite({
      set: create(statementSetEntity, set),
      node: update(nodeEntity, { organizationId, nodeId }, { add: { holdings: 1 } }),
      ...(inline ? Object.fromEntries(statements.map((s, i) => [`statement${i}`, put(statementEntity, s)])) : {}),
    });
  const outcome = inline ? await commit() : await writeThenCommit(statementEntity, statements, commit, (o) => o.ok);
  return outcome.ok ? set : 'gone';
}

/**
 * Replaces a set's title, abbreviation and statements if nobody changed the set since it was read
 * (`version`). Small sets change in one transaction. For larger ones the new statements are batch-written
 * first (removed again if that fails halfway or the set changed meanwhile), then the set is committed, then
 * statements it no longer names are deleted (harmless if that is interrupted: nothing lists them).
 */
export async function updateStatementSet(
  current: StatementSet,
  changes: { title: string; abbreviation: string },
  statements: Statement[],
): Promise<'saved' | 'conflict'> {
  const { organizationId, setId } = current;
  const kept = new Set(statements.map((s) => s.statementId));
  const removed = current.statementIds.filter((id) => !kept.has(id));
  const fresh = statements.filter((s) => !current.statementIds.includes(s.statementId));
  const inline = statements.length + removed.length + 1 <= TRANSACTION_LIMIT;
  const setPart = update(
    statementSetEntity,
    { organizationId, setId },
    { set: { ...changes, statementIds: statements.map((s) => s.statementId) }, add: { version: 1 } },
    where.eq('version', current.version),
  );
  if (inline) {
    const outcome = await transactWrite({
      set: setPart,
      ...Object.fromEntries(statements.map((s, i) => [`put${i}`, put(statementEntity, s)])),
      ...Object.fromEntries(
        removed.map((statementId, i) => [`delete${i}`, remove(statementEntity, { organizationId, statementId })]),
      ),
    });
    return outcome.ok ? 'saved' : 'conflict';
  }
  const outcome = await writeThenCommit(
    statementEntity,
    fresh,
    () => transactWrite({ set: setPart }),
    (o) => o.ok,
  );
  if (!outcome.ok) return 'conflict';
  await batchPut(
    statementEntity,
    statements.filter((s) => !fresh.includes(s)),
  );
  await batchDelete(
    statementEntity,
    removed.map((statementId) => ({ organizationId, statementId })),
  );
  return 'saved';
}

/** Deletes an unreferenced, unchanged set with its statements; the node's holdings − 1. */
export async function deleteStatementSet(current: StatementSet): Promise<'deleted' | 'conflict'> {
  const { organizationId, setId, nodeId } = current;
  const inline = current.statementIds.length + 2 <= TRANSACTION_LIMIT;
  const outcome = await transactWrite({
    set: remove(
      statementSetEntity,
      { organizationId, setId },
      where.and(where.eq('version', current.version), where.eq('referenceCount', 0)),
    ),
    node: update(nodeEntity, { organizationId, nodeId }, { add: { holdings: -1 } }),
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
