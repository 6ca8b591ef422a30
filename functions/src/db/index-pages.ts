import type { Condition } from './expressions';
import { pageKeyOf, queryStored } from './items';
import type { IndexName } from './table-definition';

/** DynamoDB reads one page of a list may take before it answers what it found (ADR 0028 §4). */
export const LIST_MAX_READS = 5;

export interface IndexPage {
  /** The stored items (what the index projects, with the table's keys), in the order asked. */
  items: Record<string, unknown>[];
  /** Where the next page starts: the last item's key, base64url; null when nothing follows. */
  cursor: string | null;
  /** Whether something may follow (a next page read may still find nothing when a filter excludes the rest). */
  more: boolean;
  /** The Query requests made (1 to LIST_MAX_READS). */
  reads: number;
}

/**
 * A page of a list read from a sorted index partition (ADR 0028 §4): Query pages of `index` (filtered by
 * `filter`, which costs the items read, not the ones kept) until `pageSize` items match or LIST_MAX_READS reads
 * have passed, so a page is bounded whatever the partition holds. The first read asks for one item more than
 * the page (enough when nothing is filtered out, and the extra item tells `more` exactly), later ones for four
 * times what is still missing. A page cut in the middle of a read ends at its last item's key, so nothing is
 * skipped. `cursor` is a previous answer's, checked by `queryStored` to be a key of this index in this partition
 * (else InvalidCursorError).
 */
export async function readIndexPage(options: {
  index: IndexName;
  partition: string;
  /** Sort keys beginning with this (a partition shared with other items: a course's sections beside its plans). */
  prefix?: string;
  descending?: boolean;
  filter?: Condition;
  pageSize: number;
  cursor: string | null;
}): Promise<IndexPage> {
  const { index } = options;
  const items: Record<string, unknown>[] = [];
  let cursor = options.cursor;
  let reads = 0;
  do {
    const missing = options.pageSize - items.length;
    const page = await queryStored({
      index,
      partition: options.partition,
      prefix: options.prefix,
      filter: options.filter,
      order: options.descending ? 'desc' : 'asc',
      limit: reads === 0 ? missing + 1 : Math.max(missing * 4, 25),
      cursor,
    });
    reads += 1;
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor && items.length < options.pageSize && reads < LIST_MAX_READS);
  if (items.length > options.pageSize) {
    const kept = items.slice(0, options.pageSize);
    return { items: kept, cursor: pageKeyOf(index, kept[kept.length - 1] ?? {}), more: true, reads };
  }
  return { items, cursor, more: cursor !== null, reads };
}
