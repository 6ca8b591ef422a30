import { checksRecords, parseRecord, partOfRecord, type RecordSchema } from './records';

/**
 * Entities on the single table (ADR 0006). An entity is declared once: its record (a zod schema from
 * records.ts, the only place its shape is written, with its type derived from it), the fields that form its
 * key, and functions from the record to its keys. Everything else is derived: the key input type (`KeyOf`), the stored item (record +
 * keys + `_et`), and the record read back (stored item minus keys, checked against the schema where records
 * are checked). Repositories return records as they are: no hand-copied record interfaces, no `toX` mappers.
 */
export type PrimaryKey = { pk: string; sk: string };

/** Secondary index keys. Index names are access-pattern names (table-definition.ts). */
export interface IndexKeys {
  /** byRelation */
  gsi1pk?: string;
  gsi1sk?: string;
  /** byListing */
  gsi2pk?: string;
  gsi2sk?: string;
  /** byLibraryTitle, byLibraryRecent (db/library-keys.ts) */
  gsi3pk?: string;
  gsi3sk?: string;
  gsi4pk?: string;
  gsi4sk?: string;
  /** The title as a search matches it (nameKey), beside the library keys: a list's title search filters on it. */
  titleKey?: string;
}

/** Attributes that exist only in the table, never in a record. */
const STORED_ONLY = new Set([
  'pk',
  'sk',
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
  'gsi3pk',
  'gsi3sk',
  'gsi4pk',
  'gsi4sk',
  'titleKey',
  'ttl',
  '_et',
]);

export interface EntityDefinition<Item, K extends keyof Item> {
  /** Written to `_et` on every item so a person reading the table sees whose item it is. */
  readonly name: string;
  /** The fields that identify one item (listed, so the key input type can be derived). */
  readonly keyFields: readonly K[];
  /** The primary key from the key fields. */
  readonly key: (key: Pick<Item, K>) => PrimaryKey;
  /** Secondary index keys from the whole record, written on every put. */
  readonly indexes?: (item: Item) => IndexKeys;
  /** Expiry (epoch seconds) for DynamoDB's TTL. */
  readonly ttl?: (item: Item) => number | undefined;
  /**
   * Values for fields that items written before the field existed lack, so a new optional field needs no
   * migration of old items.
   */
  readonly defaults?: Partial<Item>;
  /**
   * The record's schema (records.ts `recordSchema`): every item read is checked against it, defaults filled,
   * in tests and the local cloud (records.ts `checksRecords`).
   */
  readonly record: () => RecordSchema<Item>;
}

export interface Entity<Item, K extends keyof Item> extends EntityDefinition<Item, K> {
  /** The item as stored: the record with its keys. */
  toStored(item: Item): Record<string, unknown>;
  /** The record from a stored item (keys dropped, defaults filled). */
  fromStored(stored: Record<string, unknown>): Item;
  /** Some fields of a record from an item read with a projection (only those fields are checked). */
  fromStoredPart<A extends keyof Item & string>(stored: Record<string, unknown>, fields: readonly A[]): Pick<Item, A>;
}

export type KeyOf<E> = E extends Entity<infer I, infer K> ? Pick<I, K> : never;
export type ItemOf<E> = E extends Entity<infer I, keyof (infer I)> ? I : never;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any entity, whatever its record
export type AnyEntity = Entity<any, any>;

/**
 * Declares an entity. Curried so the record type is given explicitly and the key fields are inferred:
 * `defineEntity<Account>()({ name: 'account', keyFields: ['userId'], key: ({ userId }) => … })`.
 */
export function defineEntity<Item extends object>() {
  return <const K extends keyof Item>(definition: EntityDefinition<Item, K>): Entity<Item, K> => ({
    ...definition,
    toStored(item) {
      const keys = pickKey(definition, item);
      const expires = definition.ttl?.(item);
      // Null fields are left out rather than stored as NULL: absent reads back as the default, and
      // conditions can say attribute_not_exists.
      const present = Object.fromEntries(Object.entries(item).filter(([, value]) => value !== null));
      return {
        ...present,
        ...definition.key(keys),
        ...definition.indexes?.(item),
        ...(expires === undefined ? {} : { ttl: expires }),
        _et: definition.name,
      };
    },
    fromStored(stored) {
      const record = recordFrom(definition, stored);
      return checksRecords() ? parseRecord(definition.record(), record, definition.name) : (record as Item);
    },
    fromStoredPart(stored, fields) {
      const record = recordFrom(definition, stored);
      if (checksRecords()) parseRecord(partOfRecord(definition.record(), fields), record, definition.name);
      return record as Pick<Item, (typeof fields)[number]>;
    },
  });
}

/** A stored item's attributes without its keys, with the defaults for fields older items lack. */
function recordFrom<Item, K extends keyof Item>(
  definition: EntityDefinition<Item, K>,
  stored: Record<string, unknown>,
) {
  const record: Record<string, unknown> = { ...definition.defaults };
  for (const [name, value] of Object.entries(stored)) if (!STORED_ONLY.has(name)) record[name] = value;
  return record;
}

function pickKey<Item, K extends keyof Item>(definition: EntityDefinition<Item, K>, item: Item): Pick<Item, K> {
  const key = {} as Pick<Item, K>;
  for (const field of definition.keyFields) key[field] = item[field];
  return key;
}
