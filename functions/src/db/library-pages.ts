import type { Condition } from './expressions';
import { readIndexPage, type IndexPage } from './index-pages';

/** The two library indexes (table-definition.ts): by title (A–Z) and by last change (newest first). */
export type LibraryOrder = 'title' | 'recent';
export const LIBRARY_INDEX = { title: 'byLibraryTitle', recent: 'byLibraryRecent' } as const;

/**
 * A page of a library partition in one of its two orders (db/index-pages.ts readIndexPage: bounded reads, a
 * checked cursor, `more` exact when nothing is filtered out).
 */
export function readLibraryPage(options: {
  order: LibraryOrder;
  partition: string;
  filter?: Condition;
  pageSize: number;
  cursor: string | null;
}): Promise<IndexPage> {
  return readIndexPage({
    index: LIBRARY_INDEX[options.order],
    partition: options.partition,
    filter: options.filter,
    descending: options.order === 'recent',
    pageSize: options.pageSize,
    cursor: options.cursor,
  });
}
