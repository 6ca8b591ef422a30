import { DomainError, looksLikeMessageKey, zodIssueMessage, type Contract, type FieldError } from '@tessera/shared';
import type * as z from 'zod/mini';

export interface RawInput {
  path: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  body: unknown;
}

export interface ParsedInput<C extends Contract> {
  path: z.infer<C['request']['path']>;
  query: z.infer<C['request']['query']>;
  body: z.infer<C['request']['body']>;
}

function valueAt(source: unknown, path: readonly PropertyKey[]): unknown {
  let current = source;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * The catalogue key for one zod issue (shared's zodIssueMessage), so no zod wording ever reaches a user:
 * a key set on the schema wins; a missing or blank value is "This field cannot be left blank."; bounds are
 * said with their numbers.
 */
export function issueError(issue: z.core.$ZodIssue, source: unknown): FieldError {
  const value = valueAt(source, issue.path);
  const own = looksLikeMessageKey(issue.message);
  if (!own && typeof value === 'string' && value.trim() === '' && issue.code !== 'too_big') return 'system.field_blank';
  const { key, params } = zodIssueMessage(issue, { value });
  return Object.keys(params).length > 0 ? { key, params } : key;
}

/**
 * Parses path, query and body with the contract's schemas. Failures become one 400 with `fields` keyed by
 * field name (dotted paths for nested fields; `_` for the body as a whole).
 */
export function parseRequest<C extends Contract>(contract: C, raw: RawInput): ParsedInput<C> {
  const fields: Record<string, FieldError> = {};
  const parse = <S extends z.ZodMiniType>(schema: S, source: unknown): z.infer<S> | undefined => {
    const result = schema.safeParse(source);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const name = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
      fields[name] ??= issueError(issue, source);
    }
    return undefined;
  };
  const path = parse(contract.request.path, raw.path);
  const query = parse(contract.request.query, raw.query);
  const body = parse(contract.request.body, raw.body);
  if (Object.keys(fields).length > 0) throw new DomainError('invalid', 'system.invalid_request', { fields });
  return { path, query, body } as ParsedInput<C>;
}
