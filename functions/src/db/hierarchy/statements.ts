import { hierarchyService } from './hierarchy-service';
import { writeTransaction } from './transact';
import { toStatement, toStatementSet, type StatementRecord, type StatementSetRecord } from './records';

/** DynamoDB's limit of items in one transaction. */
const TRANSACTION_LIMIT = 100;

/** Access pattern "statement set by id": GetItem ORG#<orgId> / STATEMENT_SET#<setId>. */
export async function getStatementSet(organizationId: string, setId: string): Promise<StatementSetRecord | null> {
  const { data } = await hierarchyService().entities.statementSet.get({ organizationId, setId }).go();
  return data ? toStatementSet(data) : null;
}

/** Access pattern "statements by ids": BatchGetItem of ORG#<orgId> / STATEMENT#<id> keys (100 a request). */
export async function getStatements(
  organizationId: string,
  statementIds: readonly string[],
): Promise<StatementRecord[]> {
  const unique = [...new Set(statementIds)];
  if (unique.length === 0) return [];
  const { data } = await hierarchyService()
    .entities.statement.get(unique.map((statementId) => ({ organizationId, statementId })))
    .go();
  return data.map(toStatement);
}

const statementItem = (statement: StatementRecord) => ({
  organizationId: statement.organizationId,
  statementId: statement.statementId,
  setId: statement.setId,
  nodeId: statement.nodeId,
  title: statement.title,
  abbreviation: statement.abbreviation,
  code: statement.code,
  description: statement.description,
  ...(statement.parentId ? { parentId: statement.parentId } : {}),
  ...(statement.sourceIdentifier ? { sourceIdentifier: statement.sourceIdentifier } : {}),
});

async function putStatements(statements: readonly StatementRecord[]): Promise<void> {
  if (statements.length === 0) return;
  const { unprocessed } = await hierarchyService().entities.statement.put(statements.map(statementItem)).go();
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} statements were not written`);
}

async function deleteStatements(organizationId: string, statementIds: readonly string[]): Promise<void> {
  if (statementIds.length === 0) return;
  const { unprocessed } = await hierarchyService()
    .entities.statement.delete(statementIds.map((statementId) => ({ organizationId, statementId })))
    .go();
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} statements were not deleted`);
}

export type NewStatementSet = Omit<StatementSetRecord, 'referenceCount' | 'version' | 'statementIds'>;

/**
 * Creates a set with its statements. The set item is the commit point: up to 98 statements go in the same
 * transaction as the set and the node's holdings + 1; for more, the statements are batch-written first (not
 * listed anywhere until the set names them) and removed again if the set cannot be written.
 */
export async function createStatementSet(
  set: NewStatementSet,
  statements: StatementRecord[],
): Promise<'saved' | 'gone'> {
  const { organizationId, nodeId } = set;
  const inline = statements.length + 2 <= TRANSACTION_LIMIT;
  if (!inline) await putStatements(statements);
  const { canceled } = await writeTransaction(() =>
    hierarchyService()
      .transaction.write(({ statementSet, statement, node }) => [
        statementSet
          .create({
            organizationId,
            setId: set.setId,
            nodeId,
            title: set.title,
            abbreviation: set.abbreviation,
            sourceKind: set.sourceKind,
            ...(set.sourceIdentifier ? { sourceIdentifier: set.sourceIdentifier } : {}),
            ...(set.sourceUri ? { sourceUri: set.sourceUri } : {}),
            statementIds: statements.map((s) => s.statementId),
          })
          .commit(),
        node.patch({ organizationId, nodeId }).add({ holdings: 1 }).commit(),
        ...(inline ? statements.map((s) => statement.put(statementItem(s)).commit()) : []),
      ])
      .go(),
  );
  if (!canceled) return 'saved';
  if (!inline)
    await deleteStatements(
      organizationId,
      statements.map((s) => s.statementId),
    );
  return 'gone';
}

/**
 * Replaces a set's title, abbreviation and statements if nobody changed the set since it was read
 * (`version`). Small sets change in one transaction; for larger ones the set's version is claimed first and
 * the statements written after it.
 */
export async function updateStatementSet(
  current: StatementSetRecord,
  changes: { title: string; abbreviation: string },
  statements: StatementRecord[],
): Promise<'saved' | 'conflict'> {
  const { organizationId, setId } = current;
  const kept = new Set(statements.map((s) => s.statementId));
  const removed = current.statementIds.filter((id) => !kept.has(id));
  const inline = statements.length + removed.length + 1 <= TRANSACTION_LIMIT;
  const { canceled } = await writeTransaction(() =>
    hierarchyService()
      .transaction.write(({ statementSet, statement }) => [
        statementSet
          .patch({ organizationId, setId })
          .set({
            title: changes.title,
            abbreviation: changes.abbreviation,
            statementIds: statements.map((s) => s.statementId),
          })
          .add({ version: 1 })
          .where(({ version }, { eq }) => eq(version, current.version))
          .commit(),
        ...(inline
          ? [
              ...statements.map((s) => statement.put(statementItem(s)).commit()),
              ...removed.map((statementId) => statement.delete({ organizationId, statementId }).commit()),
            ]
          : []),
      ])
      .go(),
  );
  if (canceled) return 'conflict';
  if (!inline) {
    await putStatements(statements);
    await deleteStatements(organizationId, removed);
  }
  return 'saved';
}

/** Deletes an unreferenced, unchanged set with its statements; the node's holdings − 1. */
export async function deleteStatementSet(current: StatementSetRecord): Promise<'deleted' | 'conflict'> {
  const { organizationId, setId, nodeId } = current;
  const inline = current.statementIds.length + 2 <= TRANSACTION_LIMIT;
  const { canceled } = await writeTransaction(() =>
    hierarchyService()
      .transaction.write(({ statementSet, statement, node }) => [
        statementSet
          .delete({ organizationId, setId })
          .where(
            ({ version, referenceCount }, { eq }) => `${eq(version, current.version)} AND ${eq(referenceCount, 0)}`,
          )
          .commit(),
        node.patch({ organizationId, nodeId }).add({ holdings: -1 }).commit(),
        ...(inline
          ? current.statementIds.map((statementId) => statement.delete({ organizationId, statementId }).commit())
          : []),
      ])
      .go(),
  );
  if (canceled) return 'conflict';
  if (!inline) await deleteStatements(organizationId, current.statementIds);
  return 'deleted';
}

/** Adds to (or takes from) how many templates and rubrics use a set; deletion needs 0. */
export async function addStatementSetReferences(organizationId: string, setId: string, delta: number): Promise<void> {
  await hierarchyService().entities.statementSet.patch({ organizationId, setId }).add({ referenceCount: delta }).go();
}
