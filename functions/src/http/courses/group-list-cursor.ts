import { invalidField, type GroupSort } from '@tessera/shared';
import { InvalidCursorError } from '../../db/items';

/** Rows a page of the course list or of a course's sections holds (the web reads more by scrolling). */
export const GROUP_PAGE_SIZE = 25;

/**
 * The cursors of the course and section lists (ADR 0028 §4): the index key a page ended at (checked by the
 * Query to be a key of the index and partition asked: another organisation's, node's or course's list, or
 * another index's order, is refused) with the order's letter before it, since the two created orders read the
 * same index in opposite directions and a cursor of one would otherwise be taken by the other.
 */
const TAG: Record<GroupSort, string> = {
  name: 'N',
  code: 'C',
  recently_created: 'R',
  least_recently_created: 'L',
};

/** A cursor the client changed, or one of another list, order, course, node or organisation: a 400. */
const invalidCursor = () => invalidField('cursor', 'system.invalid_cursor');

export function cursorOut(sort: GroupSort, cursor: string | null): string | null {
  return cursor === null ? null : `${TAG[sort]}${cursor}`;
}

export function cursorIn(sort: GroupSort, cursor: string | undefined): string | null {
  if (cursor === undefined) return null;
  if (!cursor.startsWith(TAG[sort]) || cursor.length === 1) throw invalidCursor();
  return cursor.slice(1);
}

/** A page read with a client's cursor: an InvalidCursorError of the Query is the same 400. */
export async function withCheckedCursor<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof InvalidCursorError) throw invalidCursor();
    throw error;
  }
}
