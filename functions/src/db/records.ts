import * as z from 'zod/mini';

/**
 * Records as zod schemas (docs/architecture.md §5, ADR 0012 "Amendment: records checked where they are read").
 * A record's schema is the one place its shape is written: its type is derived from it (`RecordOf`), list rows
 * and copies are derived from it (`z.pick`, `z.extend`), and an item read back from the table is checked
 * against it before a repository hands it on, so an item of the wrong shape (an old item, a hand edit, a bug in
 * a write) fails where it is read, naming the entity and the fields, instead of somewhere downstream.
 *
 * Schemas are built on first use, never at import: a Lambda's cold start builds none (43 synthetic
 * 20-field schemas took about 17 ms to build at once on the development machine; ADR 0012), and where records are not checked none is ever built.
 */
export type RecordSchema<T = unknown> = z.ZodMiniType<T>;

/** A record's schema built on first use and kept: `recordSchema(() => z.object({ ... }))`. */
export function recordSchema<S extends z.ZodMiniType>(build: () => S): () => S {
  let built: S | null = null;
  return () => (built ??= build());
}

/** The record type of a schema from `recordSchema`. */
export type RecordOf<F extends () => z.ZodMiniType> = z.output<ReturnType<F>>;

/**
 * Whether items read are checked: in tests, the local cloud and scripts, never in a deployed Lambda (Lambda sets
 * AWS_LAMBDA_FUNCTION_NAME) nor with NODE_ENV=production, where a read costs only what it did. Read on every
 * call, so a test can switch it.
 */
export function checksRecords(): boolean {
  return process.env.NODE_ENV !== 'production' && process.env.AWS_LAMBDA_FUNCTION_NAME === undefined;
}

/** A stored item that does not have its record's shape. */
export class RecordShapeError extends Error {
  constructor(
    readonly entity: string,
    readonly problems: readonly string[],
  ) {
    super(`A stored ${entity} does not have its record's shape: ${problems.join('; ')}`);
    this.name = 'RecordShapeError';
  }
}

/**
 * Checks an item read from the table against its record's schema and returns it as that record, unchanged
 * (what a repository returns is what was stored, checked or not, so a test sees what production sees).
 * Throws RecordShapeError naming the entity and each field that is wrong.
 */
export function parseRecord<T>(schema: RecordSchema<T>, item: unknown, entity: string): T {
  const result = schema.safeParse(item);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(the item)'}: ${issue.message}`,
    );
    throw new RecordShapeError(entity, problems);
  }
  return item as T;
}

/** The schema of some fields of a record (what a projection read holds); the whole schema if not an object. */
export function partOfRecord(schema: RecordSchema, fields: readonly string[]): RecordSchema {
  if (!(schema instanceof z.ZodMiniObject)) return schema;
  return z.pick(schema, Object.fromEntries(fields.map((field) => [field, true])));
}

/** Pieces records share. */
export const recordParts = {
  /** A person named on a record, copied from their account so reads need no second look-up. */
  person: () => z.object({ userId: z.string(), firstName: z.string(), lastName: z.string() }),
  /** Any JSON object (a component's configuration or content, kept as the client sent it and validated there). */
  json: () => z.record(z.string(), z.unknown()),
};
