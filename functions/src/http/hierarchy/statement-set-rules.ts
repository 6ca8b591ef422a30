import {
  cleanName,
  conflict,
  DomainError,
  invalid,
  nameKey,
  notFound,
  type createStatementSet,
  type FieldError,
  type RequestBody,
} from '@tessera/shared';
import { ulid } from 'ulid';
import { getStatementSet, type SetRefusal, type Statement, type StatementSet } from '../../db/hierarchy/statements';
import type { Actor } from '../../lib/http/types';
import { loadTreeView, requireNode } from './authority';

type SetInput = RequestBody<typeof createStatementSet>;

/**
 * The statements whose abbreviation another statement of the same set also has (nameKey: case- and
 * Unicode-insensitive; blank abbreviations are not compared).
 */
export function duplicateAbbreviations<T>(statements: readonly T[], abbreviationOf: (statement: T) => string): T[] {
  const byKey = new Map<string, T[]>();
  for (const statement of statements) {
    const key = nameKey(abbreviationOf(statement));
    if (key === '') continue;
    byKey.set(key, [...(byKey.get(key) ?? []), statement]);
  }
  return [...byKey.values()].filter((group) => group.length > 1).flat();
}

/**
 * The statements of a set input, checked: the set title and every statement title are required (errors
 * keyed `title` and `statements.<id or client_key or position>.title`, spec 2 §5 "Statement and set errors
 * are keyed by set or statement id"); an `id` must be one of the set's statements; `parent_id` must name a
 * statement of the same input (by id or client_key); no two statements of the set share an abbreviation
 * (every one of them gets `statements.<key>.abbreviation`).
 */
export function checkSetInput(
  input: SetInput,
  context: { organizationId: string; nodeId: string; setId: string; existingIds: ReadonlySet<string> },
): { title: string; abbreviation: string; statements: Statement[] } {
  const fields: Record<string, FieldError> = {};
  const title = cleanName(input.title);
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
  const statements = input.statements.map((statement, index): Statement => {
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
      abbreviation: cleanName(statement.abbreviation),
      code: statement.statement_id.trim(),
      description: statement.description,
      parentId,
      sourceIdentifier: null,
    };
  });
  const keyed = input.statements.map((statement, index) => ({
    key: keyOf(statement, index),
    abbreviation: statement.abbreviation,
  }));
  for (const { key } of duplicateAbbreviations(keyed, (statement) => statement.abbreviation)) {
    fields[`statements.${key}.abbreviation`] = 'hierarchy.statement.abbreviation_taken';
  }
  if (Object.keys(fields).length > 0) throw invalid('system.invalid_request', { fields });
  return { title, abbreviation: cleanName(input.abbreviation), statements };
}

/**
 * A set's title or abbreviation another set of the node already has (case- and Unicode-insensitive), as the
 * field error the guards would give: checked before writing so a refused import writes no statements, the
 * guards still deciding when two writes race.
 */
export function checkNamesFree(
  sets: readonly StatementSet[],
  names: { title: string; abbreviation: string },
  exceptSetId?: string,
): void {
  const others = sets.filter((set) => set.setId !== exceptSetId);
  if (others.some((set) => nameKey(set.title) === nameKey(names.title))) refuseSetWrite('title_taken');
  if (names.abbreviation && others.some((set) => nameKey(set.abbreviation) === nameKey(names.abbreviation))) {
    refuseSetWrite('abbreviation_taken');
  }
}

/**
 * The answer to a refused set write: a taken title or abbreviation is a 409 with the field error (as labels'
 * names); a node gone or a lost race a 409 to reload.
 */
export function refuseSetWrite(refusal: Exclude<SetRefusal, 'source_taken'>): never {
  if (refusal === 'title_taken') {
    throw conflict('hierarchy.statement_set.title_taken', { fields: { title: 'hierarchy.statement_set.title_taken' } });
  }
  if (refusal === 'abbreviation_taken') {
    throw conflict('hierarchy.statement_set.abbreviation_taken', {
      fields: { abbreviation: 'hierarchy.statement_set.abbreviation_taken' },
    });
  }
  throw conflict();
}

/** The 409 of a CASE package already imported on the node as `set` (the web offers to update it). */
export function alreadyImported(set: Pick<StatementSet, 'title'>): DomainError {
  const error = { key: 'hierarchy.case.already_imported' as const, params: { title: set.title } };
  return new DomainError('conflict', error.key, { params: error.params, fields: { package: error } });
}

/** The set, when it exists in the caller's organisation on a node the caller has authority over; 404 otherwise. */
export async function requireStatementSet(actor: Actor, setId: string): Promise<StatementSet> {
  const [set, view] = await Promise.all([
    getStatementSet(actor.organisation.organizationId, setId),
    loadTreeView(actor),
  ]);
  if (!set) throw notFound();
  requireNode(view, set.nodeId);
  return set;
}
