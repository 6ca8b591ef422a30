import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod';
import { encodeFieldError } from './field-errors';

/**
 * zod's own issues (a string too long, a number too big…) as catalogue or chrome keys, never zod's English
 * ("Too big: expected string to have <=255 characters" must not reach a reader). Issues the schemas add
 * themselves already carry a catalogue key as their message and keep it.
 *
 * Local mapping until shared's `messages/zod-issue.ts` lands on main; then this delegates to it.
 */
export function zodIssueText(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string') return encodeFieldError('validation.tooLong', { count: Number(issue.maximum) });
      if (issue.origin === 'number') return encodeFieldError('validation.tooBig', { maximum: Number(issue.maximum) });
      return 'system.field_invalid';
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? 'system.field_blank'
          : encodeFieldError('validation.tooShort', { count: Number(issue.minimum) });
      if (issue.origin === 'number') return encodeFieldError('validation.tooSmall', { minimum: Number(issue.minimum) });
      return 'system.field_invalid';
    case 'invalid_format':
      return issue.format === 'email' ? encodeFieldError('validation.invalidEmail') : 'system.field_invalid';
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? 'system.field_blank'
        : 'system.field_invalid';
    default:
      return 'system.field_invalid';
  }
}

/** react-hook-form's zod resolver with every issue worded by the catalogue (the one resolver forms use). */
export function formResolver<Input extends FieldValues, Output>(schema: z.ZodType<Output, Input>) {
  return zodResolver(schema as never, { error: zodIssueText } as never) as unknown as Resolver<Input, unknown, Output>;
}
