import * as z from 'zod/mini';
import { RowRefused, rowError } from './kind';

/**
 * The person a users or academic-data row names (docs/adr/0031-user-imports.md): the `email` cell, or Canvas's
 * `login_id` where the file gives no email, lower-cased (Cognito's usernames are the lower-cased email).
 */
const emailSchema = z.email();

/** The cell the row is keyed by and its value as written (trimmed): email first, else login_id. */
function keyCellOf(values: Record<string, string>): { column: 'email' | 'login_id'; value: string } {
  const email = (values.email ?? '').trim();
  if (email !== '') return { column: 'email', value: email };
  return { column: 'login_id', value: (values.login_id ?? '').trim() };
}

/** The natural key of a row (the lower-cased email or login), or null when it has none. */
export function personKeyOf(values: Record<string, string>): string | null {
  const { value } = keyCellOf(values);
  return value === '' ? null : value.toLowerCase();
}

/** The row's email, lower-cased; refused when blank (`required`) or not an email address. */
export function personEmailOf(values: Record<string, string>): string {
  const { column, value } = keyCellOf(values);
  if (value === '') throw new RowRefused(rowError('required', 'email'));
  const email = value.toLowerCase();
  if (!emailSchema.safeParse(email).success) throw new RowRefused(rowError('invalid_email', column));
  return email;
}

/** Runs a row's checks: the checked value, or the row's first problem. */
export function checkRow<T>(check: () => T): { ok: true; value: T } | { ok: false; error: RowRefused['error'] } {
  try {
    return { ok: true, value: check() };
  } catch (error) {
    if (error instanceof RowRefused) return { ok: false, error: error.error };
    throw error;
  }
}

const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);

/** A yes/no cell: undefined when blank (the stored value is kept), else true or false. */
export function optionalBoolean(values: Record<string, string>, column: string): boolean | undefined {
  const value = (values[column] ?? '').trim().toLowerCase();
  if (value === '') return undefined;
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  throw new RowRefused(rowError('invalid_boolean', column));
}
