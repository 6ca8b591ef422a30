import { isMessageKey, message, type Contract, type Locale, type MessageKey } from '@tessera/shared';
import type * as z from 'zod';
import { domainError } from './domain-errors';

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
 * The message for one zod issue: a catalogue key set on the schema wins; a missing or blank value is
 * "This field cannot be left blank."; anything else "This value is not valid.".
 */
function issueMessage(issue: z.core.$ZodIssue, source: unknown, locale: Locale): string {
  if (isMessageKey(issue.message)) return message(issue.message, locale);
  const value = valueAt(source, issue.path);
  const blank = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  const key: MessageKey = blank ? 'system.field_blank' : 'system.field_invalid';
  return message(key, locale);
}

/**
 * Parses path, query and body with the contract's schemas. Failures become one 400 with `fields` keyed by
 * field name (spec 1 §5 "server field errors keyed by field name").
 */
export function parseRequest<C extends Contract>(contract: C, raw: RawInput, locale: Locale): ParsedInput<C> {
  const fields: Record<string, string> = {};
  const parse = <S extends z.ZodType>(schema: S, source: unknown): z.infer<S> | undefined => {
    const result = schema.safeParse(source);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const name = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
      fields[name] ??= issueMessage(issue, source, locale);
    }
    return undefined;
  };
  const path = parse(contract.request.path, raw.path);
  const query = parse(contract.request.query, raw.query);
  const body = parse(contract.request.body, raw.body);
  if (Object.keys(fields).length > 0) {
    const error = domainError('invalid', 'system.invalid_request', locale);
    Object.assign(error.fields, fields);
    throw error;
  }
  return { path, query, body } as ParsedInput<C>;
}
