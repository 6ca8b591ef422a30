import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import { zodIssueMessage } from '@tessera/shared';
import { encodeFieldError } from './field-errors';

/**
 * zod's own issues (a string too long, a number too big…) as catalogue keys with their parameters, worded by
 * shared's zodIssueMessage, the same mapping the server uses: never zod's English ("Too big: expected string to
 * have <=255 characters" must not reach a reader). Issues the schemas add themselves carry a catalogue key as
 * their message and keep it.
 */
export function zodIssueText(issue: z.core.$ZodRawIssue): string {
  const input = 'input' in issue ? { value: issue.input } : undefined;
  if (typeof input?.value === 'string' && input.value.trim() === '' && issue.code !== 'too_big') {
    return 'system.field_blank';
  }
  const { key, params } = zodIssueMessage(issue as z.core.$ZodIssue, input);
  return Object.keys(params).length > 0 ? encodeFieldError(key, params) : key;
}

/** react-hook-form's zod resolver with every issue worded by the catalogue (the one resolver forms use). */
export function formResolver<Input extends FieldValues, Output>(
  schema: z.ZodMiniType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return zodResolver(schema, { error: zodIssueText });
}
