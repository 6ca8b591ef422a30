import {
  readCaseFramework,
  type checkStatementSetDeletable,
  type createStatementSet,
  type deleteStatementSet,
  type describeStatements,
  type importCaseFramework,
  type listStatementSets,
  type Locale,
  type MessageKey,
  type RequestBody,
  type updateStatementSet,
} from '@tessera/shared';
import { ulid } from 'ulid';
import { listNodeContents } from '../../db/hierarchy/contents';
import type { StatementRecord, StatementSetRecord } from '../../db/hierarchy/records';
import * as repo from '../../db/hierarchy/statements';
import { domainError, notFound } from '../../lib/http/domain-errors';
import type { Actor, UseCase } from '../../lib/http/types';
import { DomainError, message } from '@tessera/shared';
import { loadTreeView, requireNode } from './authority';

type SetInput = RequestBody<typeof createStatementSet>;

export function presentStatement(statement: StatementRecord) {
  return {
    id: statement.statementId,
    title: statement.title,
    abbreviation: statement.abbreviation,
    statement_id: statement.code,
    description: statement.description,
    parent_id: statement.parentId,
    source_identifier: statement.sourceIdentifier,
  };
}

function presentSet(set: StatementSetRecord, statements: readonly StatementRecord[]) {
  const byId = new Map(statements.map((statement) => [statement.statementId, statement]));
  return {
    id: set.setId,
    node_id: set.nodeId,
    title: set.title,
    abbreviation: set.abbreviation,
    statements: set.statementIds.flatMap((id) => {
      const statement = byId.get(id);
      return statement ? [presentStatement(statement)] : [];
    }),
    source: { kind: set.sourceKind, identifier: set.sourceIdentifier, uri: set.sourceUri },
  };
}

/**
 * The statements of a set input, checked: the set title and every statement title are required (errors
 * keyed `title` and `statements.<id or client_key or position>.title`, spec 2 §5 "Statement and set errors
 * are keyed by set or statement id"); an `id` must be one of the set's statements; `parent_id` must name a
 * statement of the same input (by id or client_key).
 */
function checkSetInput(
  input: SetInput,
  context: { organizationId: string; nodeId: string; setId: string; existingIds: ReadonlySet<string> },
  locale: Locale,
): { title: string; abbreviation: string; statements: StatementRecord[] } {
  const fields: Record<string, MessageKey> = {};
  const title = input.title.trim();
  if (title === '') fields.title = 'hierarchy.statement_set.title_required';
  const keyOf = (statement: SetInput['statements'][number], index: number) =>
    statement.id ?? statement.client_key ?? String(index);
  const ids = new Map<string, string>();
  input.statements.forEach((statement, index) => {
    if (statement.id !== undefined && !context.existingIds.has(statement.id))
      fields[`statements.${keyOf(statement, index)}.id`] = 'system.not_found';
    const id = statement.id ?? ulid();
    ids.set(keyOf(statement, index), id);
    if (statement.client_key) ids.set(statement.client_key, id);
  });
  const statements = input.statements.map((statement, index): StatementRecord => {
    const key = keyOf(statement, index);
    if (statement.title.trim() === '') fields[`statements.${key}.title`] = 'hierarchy.statement.title_required';
    const parentId = statement.parent_id ? (ids.get(statement.parent_id) ?? null) : null;
    if (statement.parent_id && (!parentId || parentId === ids.get(key)))
      fields[`statements.${key}.parent_id`] = 'hierarchy.statement.parent_unknown';
    return {
      organizationId: context.organizationId,
      statementId: ids.get(key) as string,
      setId: context.setId,
      nodeId: context.nodeId,
      title: statement.title.trim(),
      abbreviation: statement.abbreviation.trim(),
      code: statement.statement_id.trim(),
      description: statement.description,
      parentId,
      sourceIdentifier: null,
    };
  });
  if (Object.keys(fields).length > 0) throw domainError('invalid', 'system.invalid_request', locale, fields);
  return { title, abbreviation: input.abbreviation.trim(), statements };
}

async function requireSet(actor: Actor, setId: string, locale: Locale): Promise<StatementSetRecord> {
  const [set, view] = await Promise.all([
    repo.getStatementSet(actor.organisation.organizationId, setId),
    loadTreeView(actor),
  ]);
  if (!set) throw notFound(locale);
  requireNode(view, set.nodeId, locale);
  return set;
}

/** GET /api/hierarchy/nodes/{id}/statement-sets: the node's sets with their statements (2 round trips). */
export const listStatementSetsUseCase: UseCase<typeof listStatementSets> = async ({ path, query, actor, locale }) => {
  const view = await loadTreeView(actor);
  const node = requireNode(view, path.id, locale);
  const { statementSets, statements } = await listNodeContents(view.organizationId, node.nodeId);
  const needle = (query.q ?? '').trim().toLowerCase();
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return {
    items: statementSets
      .filter((set) => `${set.title} ${set.abbreviation}`.toLowerCase().includes(needle))
      .sort((a, b) => collator.compare(a.title, b.title))
      .map((set) =>
        presentSet(
          set,
          statements.filter((statement) => statement.setId === set.setId),
        ),
      ),
  };
};

/** POST /api/hierarchy/nodes/{id}/statement-sets: a set with its statements. */
export const createStatementSetUseCase: UseCase<typeof createStatementSet> = async ({ path, body, actor, locale }) => {
  const view = await loadTreeView(actor);
  const node = requireNode(view, path.id, locale);
  const setId = ulid();
  const checked = checkSetInput(
    body,
    { organizationId: view.organizationId, nodeId: node.nodeId, setId, existingIds: new Set() },
    locale,
  );
  const set: StatementSetRecord = {
    organizationId: view.organizationId,
    setId,
    nodeId: node.nodeId,
    title: checked.title,
    abbreviation: checked.abbreviation,
    sourceKind: 'manual',
    sourceIdentifier: null,
    sourceUri: null,
    statementIds: checked.statements.map((s) => s.statementId),
    referenceCount: 0,
    version: 1,
  };
  if ((await repo.createStatementSet(set, checked.statements)) === 'gone')
    throw domainError('conflict', 'system.conflict', locale);
  return presentSet(set, checked.statements);
};

/**
 * POST /api/hierarchy/nodes/{id}/statement-sets/case-import: a set from a CASE 1.1 framework package
 * (shared/src/hierarchy/case-framework.ts). A malformed package is a 400 naming what is wrong, and nothing
 * is written.
 */
export const importCaseFrameworkUseCase: UseCase<typeof importCaseFramework> = async ({
  path,
  body,
  actor,
  locale,
}) => {
  const view = await loadTreeView(actor);
  const node = requireNode(view, path.id, locale);
  const result = readCaseFramework(body.package);
  if (!result.ok) {
    const text = message('hierarchy.case.invalid', locale, { problem: result.problem });
    throw new DomainError('invalid', 'hierarchy.case.invalid', text, { package: text });
  }
  const { document, statements: items } = result.framework;
  const setId = ulid();
  const ids = new Map(items.map((item) => [item.identifier, ulid()]));
  const statements: StatementRecord[] = items.map((item) => ({
    organizationId: view.organizationId,
    statementId: ids.get(item.identifier) as string,
    setId,
    nodeId: node.nodeId,
    title: item.title,
    abbreviation: item.abbreviation,
    code: item.statementId,
    description: item.description,
    parentId: item.parentIdentifier ? (ids.get(item.parentIdentifier) ?? null) : null,
    sourceIdentifier: item.identifier,
  }));
  const set: StatementSetRecord = {
    organizationId: view.organizationId,
    setId,
    nodeId: node.nodeId,
    title: document.title,
    abbreviation: (body.abbreviation ?? '').trim(),
    sourceKind: 'case',
    sourceIdentifier: document.identifier,
    sourceUri: document.uri,
    statementIds: statements.map((s) => s.statementId),
    referenceCount: 0,
    version: 1,
  };
  if ((await repo.createStatementSet(set, statements)) === 'gone')
    throw domainError('conflict', 'system.conflict', locale);
  return presentSet(set, statements);
};

/** PUT /api/statement-sets/{id}: replaces title, abbreviation and statements; a concurrent change is a 409. */
export const updateStatementSetUseCase: UseCase<typeof updateStatementSet> = async ({ path, body, actor, locale }) => {
  const current = await requireSet(actor, path.id, locale);
  const checked = checkSetInput(
    body,
    {
      organizationId: current.organizationId,
      nodeId: current.nodeId,
      setId: current.setId,
      existingIds: new Set(current.statementIds),
    },
    locale,
  );
  const existing = new Map(
    (await repo.getStatements(current.organizationId, current.statementIds)).map((s) => [s.statementId, s]),
  );
  const statements = checked.statements.map((s) => ({
    ...s,
    sourceIdentifier: existing.get(s.statementId)?.sourceIdentifier ?? null,
  }));
  const outcome = await repo.updateStatementSet(
    current,
    { title: checked.title, abbreviation: checked.abbreviation },
    statements,
  );
  if (outcome === 'conflict') throw domainError('conflict', 'system.conflict', locale);
  return presentSet(
    {
      ...current,
      title: checked.title,
      abbreviation: checked.abbreviation,
      statementIds: statements.map((s) => s.statementId),
      version: current.version + 1,
    },
    statements,
  );
};

/** GET /api/statement-sets/{id}/is-deletable (spec 2 §7 "is-deletable check … statement"). */
export const checkStatementSetDeletableUseCase: UseCase<typeof checkStatementSetDeletable> = async ({
  path,
  actor,
  locale,
}) => {
  const set = await requireSet(actor, path.id, locale);
  return set.referenceCount > 0
    ? { deletable: false, reason: message('hierarchy.statement_set.in_use', locale) }
    : { deletable: true, reason: null };
};

/** DELETE /api/statement-sets/{id}: an unused set with its statements (spec 2 §8 "Deleting a statement set fails"). */
export const deleteStatementSetUseCase: UseCase<typeof deleteStatementSet> = async ({ path, actor, locale }) => {
  const set = await requireSet(actor, path.id, locale);
  if (set.referenceCount > 0) throw domainError('conflict', 'hierarchy.statement_set.in_use', locale);
  if ((await repo.deleteStatementSet(set)) === 'conflict') throw domainError('conflict', 'system.conflict', locale);
  return { ok: true as const };
};

/**
 * POST /api/statements/descriptions (spec 1 §7): statements of the caller's organisation by id, in the
 * order asked; unknown ids are left out. One BatchGetItem (up to 100 ids) after actor resolution.
 */
export const describeStatementsUseCase: UseCase<typeof describeStatements> = async ({ body, actor }) => {
  const found = new Map(
    (await repo.getStatements(actor.organisation.organizationId, body.statement_ids)).map((s) => [s.statementId, s]),
  );
  return {
    statements: [...new Set(body.statement_ids)].flatMap((id) => {
      const statement = found.get(id);
      return statement ? [presentStatement(statement)] : [];
    }),
  };
};
