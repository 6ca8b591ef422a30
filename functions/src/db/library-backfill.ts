import type { Entity } from './entity';
import { where } from './expressions';
import { queryStored, updateItem } from './items';

/**
 * What migrations 0028-library-indexes and 0028-sorted-course-lists write (ADR 0028 §4, §5), for any entity
 * listed in sorted indexes (db/library-keys.ts, the courses' and sections' list keys): one page (up to 100
 * items) of an organisation's items under a sort-key prefix, each updated only where the index attributes it
 * holds (`attributes`, the library's by default) differ from what its entity writes today (its `indexes`, and
 * the `extra` attributes the context adds, e.g. a rubric's outline), under a condition on the version and
 * `updatedAt` read: an item changed meanwhile was written by a repository that already wrote them.
 */
const LIBRARY_ATTRIBUTES = ['gsi3pk', 'gsi3sk', 'gsi4pk', 'gsi4sk', 'titleKey'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any library entity, whatever its record
type LibraryEntity = Entity<any, any>;

export async function backfillLibraryPage<Item extends { version: number; updatedAt: string }>(options: {
  entity: LibraryEntity;
  organizationId: string;
  prefix: string;
  cursor: string | null;
  /** Attributes beside the keys the item must hold, from its record (absent where it has them). */
  extra?: (record: Item, stored: Record<string, unknown>) => Record<string, unknown>;
  /** The index attributes compared and written (the library's by default). */
  attributes?: readonly string[];
  /** Items under the prefix that are not the entity's (another kind sharing it) are left alone. */
  accept?: (stored: Record<string, unknown>) => boolean;
}): Promise<{ changed: number; cursor: string | null }> {
  const { entity } = options;
  const page = await queryStored({
    partition: `ORG#${options.organizationId}`,
    prefix: options.prefix,
    limit: 100,
    cursor: options.cursor,
  });
  let changed = 0;
  for (const stored of page.items) {
    if (options.accept && !options.accept(stored)) continue;
    const record = entity.fromStored(stored) as Item;
    const wanted = entity.toStored(record);
    const set: Record<string, unknown> = { ...options.extra?.(record, stored) };
    for (const name of options.attributes ?? LIBRARY_ATTRIBUTES) {
      if (stored[name] !== wanted[name]) set[name] = wanted[name] ?? null;
    }
    if (Object.keys(set).length === 0) continue;
    const key = Object.fromEntries(
      entity.keyFields.map((field: string) => [field, (record as Record<string, unknown>)[field]]),
    );
    const written = await updateItem(
      entity,
      key,
      { set },
      {
        if: where.and(where.eq('version', record.version), where.eq('updatedAt', record.updatedAt)),
      },
    );
    if (written) changed += 1;
  }
  return { changed, cursor: page.cursor };
}
