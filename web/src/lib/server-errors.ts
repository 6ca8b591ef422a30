import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { Locale } from '@tessera/shared';
import { errorText, serverText, type ApiError } from './api-error';

/** The form's fields a server field key may name, or a function giving the field of a key (undefined: none). */
export type ServerFieldMap<T extends FieldValues> =
  readonly FieldPath<T>[] | ((key: string) => FieldPath<T> | undefined);

export interface ServerErrorOptions {
  /**
   * What happens to field errors whose key names no field of the form: 'ignore' (the default) drops them
   * while at least one key found its field; 'show' joins their (localised) texts into the form message.
   */
  unplaced?: 'ignore' | 'show';
}

/**
 * Puts a failed call's `fields` on a react-hook-form form (spec 1 §5: server field errors under their
 * fields): each known key becomes a `server` error on its field, the first one focused. When no field got an
 * error (or, with `unplaced: 'show'`, some key had no field) the form message `root.server` is set: the
 * unplaced texts, else the call's sentence in the reader's language.
 */
export function applyServerErrors<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  locale: Locale,
  fields: ServerFieldMap<T>,
  options: ServerErrorOptions = {},
): void {
  const fieldFor =
    typeof fields === 'function'
      ? fields
      : (key: string) => ((fields as readonly string[]).includes(key) ? (key as FieldPath<T>) : undefined);
  let placed = false;
  const unplaced: string[] = [];
  for (const [key, text] of Object.entries(error.fields)) {
    const field = fieldFor(key);
    if (!field) {
      if (options.unplaced === 'show') unplaced.push(serverText(text, locale));
      continue;
    }
    setError(field, { type: 'server', message: text }, { shouldFocus: !placed });
    placed = true;
  }
  if (!placed || unplaced.length > 0) {
    setError('root.server', {
      type: 'server',
      message: unplaced.length > 0 ? unplaced.join(' ') : errorText(error, locale),
    });
  }
}
