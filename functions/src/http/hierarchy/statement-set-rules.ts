import {
  cleanName,
  invalid,
  notFound,
  type createStatementSet,
  type FieldError,
  type RequestBody,
} from '@tessera/shared';
import { ulid } from 'ulid';
import { getStatementSet, type Statement, type StatementSet } from '../../db/hierarchy/statements';
import type { Actor } from '../../lib/http/types';
import { loadTreeView, requireNode } from './authority';

type SetInput = RequestBody<typeof createStatementSet>;

/**
 * The statements of a set input, checked: the set title and every statement title are required (errors
 * keyed `title` and `statements.<id or client_key or position>.title`, spec 2 §5 "Statement and set errors
 * are keyed by set or statement id"); an `id` must be one of the set's statements; `parent_id` must name a
 * statement of the same input (by id or client_key).
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
      abbreviation: statement.abbreviation.trim(),
      code: statement.statement_id.trim(),
      description: statement.description,
      parentId,
      sourceIdentifier: null,
    };
  });
  if (Object.keys(fields).length > 0) throw invalid('system.invalid_request', { fields });
  return { title, abbreviation: input.abbreviation.trim(), statements };
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
