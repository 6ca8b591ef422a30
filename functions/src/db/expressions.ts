/**
 * DynamoDB expressions built from small typed pieces, so repositories never write `#n0 = :v0` by hand. An
 * expression is a function that registers its attribute names and values in the shared context and returns
 * its text; `compile` gathers them for one request.
 */
export type Scalar = string | number | boolean | null;
export type AttributeValue = Scalar | readonly unknown[] | Readonly<Record<string, unknown>>;

export interface ExpressionContext {
  name(path: string): string;
  value(value: unknown): string;
}

export type Condition = (context: ExpressionContext) => string;

/** `a.b.c` → `#n0.#n1.#n2`; list indexes (`a[0]`) are not used in this code base. */
function pathOf(context: ExpressionContext, path: string): string {
  return path
    .split('.')
    .map((segment) => context.name(segment))
    .join('.');
}

const compare =
  (operator: string) =>
  (path: string, value: AttributeValue): Condition =>
  (context) =>
    `${pathOf(context, path)} ${operator} ${context.value(value)}`;

/** Condition and filter builders (`where.eq('version', 3)`, `where.and(...)`). */
export const where = {
  eq: compare('='),
  ne: compare('<>'),
  lt: compare('<'),
  le: compare('<='),
  gt: compare('>'),
  ge: compare('>='),
  exists:
    (path: string): Condition =>
    (context) =>
      `attribute_exists(${pathOf(context, path)})`,
  notExists:
    (path: string): Condition =>
    (context) =>
      `attribute_not_exists(${pathOf(context, path)})`,
  contains:
    (path: string, value: Scalar): Condition =>
    (context) =>
      `contains(${pathOf(context, path)}, ${context.value(value)})`,
  beginsWith:
    (path: string, prefix: string): Condition =>
    (context) =>
      `begins_with(${pathOf(context, path)}, ${context.value(prefix)})`,
  /** `path IN (a, b, …)`: at least one value (DynamoDB takes up to 100). */
  in:
    (path: string, values: readonly Scalar[]): Condition =>
    (context) =>
      `${pathOf(context, path)} IN (${values.map((value) => context.value(value)).join(', ')})`,
  and:
    (...conditions: Condition[]): Condition =>
    (context) =>
      conditions.map((condition) => `(${condition(context)})`).join(' AND '),
  or:
    (...conditions: Condition[]): Condition =>
    (context) =>
      conditions.map((condition) => `(${condition(context)})`).join(' OR '),
};

/**
 * The changes of an UpdateItem: `set` paths to values (a null value removes the attribute, as records store
 * no NULLs), `add` numbers to paths, `remove` paths.
 */
export interface Changes {
  set?: Readonly<Record<string, unknown>>;
  /** Paths set only while absent (`if_not_exists`): an upsert's initial values that later writes keep. */
  init?: Readonly<Record<string, unknown>>;
  add?: Readonly<Record<string, number>>;
  remove?: readonly string[];
}

export function updateExpression(context: ExpressionContext, changes: Changes): string {
  const entries = Object.entries(changes.set ?? {}).filter(([, value]) => value !== undefined);
  const set = entries.filter(([, value]) => value !== null);
  const add = Object.entries(changes.add ?? {});
  const remove = [...(changes.remove ?? []), ...entries.filter(([, value]) => value === null).map(([path]) => path)];
  const init = Object.entries(changes.init ?? {}).filter(([, value]) => value !== undefined && value !== null);
  const clauses: string[] = [];
  const assignments = [
    ...set.map(([path, value]) => `${pathOf(context, path)} = ${context.value(value)}`),
    ...init.map(
      ([path, value]) => `${pathOf(context, path)} = if_not_exists(${pathOf(context, path)}, ${context.value(value)})`,
    ),
  ];
  if (assignments.length > 0) clauses.push(`SET ${assignments.join(', ')}`);
  if (add.length > 0) {
    clauses.push(`ADD ${add.map(([path, value]) => `${pathOf(context, path)} ${context.value(value)}`).join(', ')}`);
  }
  if (remove.length > 0) clauses.push(`REMOVE ${remove.map((path) => pathOf(context, path)).join(', ')}`);
  if (clauses.length === 0) throw new Error('an update needs at least one change');
  return clauses.join(' ');
}

export interface CompiledExpressions {
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/**
 * Runs `build` with a fresh context and returns its text with the names and values it registered (absent
 * when none, as DynamoDB refuses empty maps).
 */
export function compile<T>(build: (context: ExpressionContext) => T): { result: T } & CompiledExpressions {
  const names = new Map<string, string>();
  const values: Record<string, unknown> = {};
  let valueCount = 0;
  const context: ExpressionContext = {
    name(segment) {
      let placeholder = names.get(segment);
      if (!placeholder) {
        placeholder = `#n${names.size}`;
        names.set(segment, placeholder);
      }
      return placeholder;
    },
    value(value) {
      const placeholder = `:v${valueCount++}`;
      values[placeholder] = value;
      return placeholder;
    },
  };
  const result = build(context);
  return {
    result,
    ...(names.size > 0 ? { ExpressionAttributeNames: Object.fromEntries([...names].map(([k, v]) => [v, k])) } : {}),
    ...(valueCount > 0 ? { ExpressionAttributeValues: values } : {}),
  };
}
