import { cleanName } from '../text/names';
import type { ImportRowErrorCode } from './errors';

/**
 * The row rules of the imports of a node's named things (sites, labels: spec 2 §3, §7), written once for the
 * import jobs and the hierarchy tab's synchronous import (which maps a problem to its own sentence until it is
 * retired): a name is cleaned as every hierarchy name is (cleanName), required, and at most 255 characters.
 */

/** spec 2 §5 (names of hierarchy objects): at most 255 characters, counted in code points. */
export const ITEM_NAME_MAX_LENGTH = 255;

/** What is wrong with a row: the import row code, the column at fault and the sentence's params. */
export interface ItemRowProblem {
  readonly code: ImportRowErrorCode;
  readonly column: string;
  readonly params: Record<string, string | number>;
}

export type ItemRowCheck<T> = { ok: true; value: T } | { ok: false; problem: ItemRowProblem };

export const itemRowProblem = (
  code: ImportRowErrorCode,
  column: string,
  params: Record<string, string | number> = {},
): { ok: false; problem: ItemRowProblem } => ({ ok: false, problem: { code, column, params: { column, ...params } } });

/** A row's name cell: cleaned, required, at most 255 characters. */
export function itemNameOf(values: Readonly<Record<string, unknown>>, column = 'name'): ItemRowCheck<string> {
  const name = cleanName(String(values[column] ?? ''));
  if (name === '') return itemRowProblem('required', column);
  if ([...name].length > ITEM_NAME_MAX_LENGTH) return itemRowProblem('too_long', column, { max: ITEM_NAME_MAX_LENGTH });
  return { ok: true, value: name };
}
