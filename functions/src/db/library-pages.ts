import type { Condition } from './expressions';
import { pageKeyOf, queryStored } from './items';

/** The two library indexes (table-definition.ts): by title (A–Z) and by last change (newest first). */
export type LibraryOrder = 'title' | 'recent';
export const LIBRARY_INDEX = { title: 'byLibraryTitle', recent: 'byLibraryRecent' } as const;

/** DynamoDB reads one page a list may take before it answers what it found (ADR 0028 §4). */
export const LIBRARY_MAX_READS = 5;

export interface LibraryPage {
  /** The stored items (the index's projection: the listing attributes and the keys), in the order asked. */
  items: Record<string, unknown>[];
  /** Where the next page starts: the last item's key, base64url; null when nothing follows. */
  cursor: string | null;
  /** Whether something may follow (a next page read may still find nothing when a filter excludes the rest). */
  more: boolean;
  /** The Query requests made (1 to LIBRARY_MAX_READS). */
  reads: number;
}

/**
 * A page of a library partition: Query pages of the index (filtered by `filter`, which costs the items read,
 * not the ones kept) until `pageSize` items match or LIBRARY_MAX_READS reads have passed, so a page is bounded
 * whatever the partition holds. The first read asks for one item more than the page (enough when nothing is
 * filtered out), later ones for four times what is still missing. A page cut in the middle of a read ends at
 * its last item's key, so nothing is skipped. `cursor` is a previous answer's, checked by `queryStored` to be
 * a key of this index in this partition (else InvalidCursorError).
 */
export async function readLibraryPage(options: {
  order: LibraryOrder;
  partition: string;
  filter?: Condition;
  pageSize: number;
  cursor: string | null;
}): Promise<LibraryPage> {
  const index = LIBRARY_INDEX[options.order];
  const items: Record<string, unknown>[] = [];
  let cursor = options.cursor;
  let reads = 0;
  do {
    const missing = options.pageSize - items.length;
    const page = await queryStored({
      index,
      partition: options.partition,
      filter: options.filter,
      order: options.order === 'recent' ? 'desc' : 'asc',
      limit: reads === 0 ? missing + 1 : Math.max(missing * 4, 25),
      cursor,
    });
    reads += 1;
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor && items.length < options.pageSize && reads < LIBRARY_MAX_READS);
  if (items.length > options.pageSize) {
    const kept = items.slice(0, options.pageSize);
    return { items: kept, cursor: pageKeyOf(index, kept[kept.length - 1] ?? {}), more: true, reads };
  }
  return { items, cursor, more: cursor !== null, reads };
}
