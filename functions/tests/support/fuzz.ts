import type * as z from 'zod/mini';

/**
 * Request generation for the contract fuzz test: values shaped by a contract's zod schemas (so requests get
 * past validation and reach the use cases), and hostile variants of them (wrong types, huge strings, Unicode
 * edge cases, prototype keys, bad ids). Deterministic for a seed, so a failure can be replayed.
 */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0 || 1;
  }
  /** mulberry32 */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** Strings that break naive code: control and invisible characters, surrogates, bidi, markup, injection. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  '\uD800',
  '\uDFFF\uD800',
  'e\u0301\u0301\u0301',
  'Cafe\u0301\u200b',
  '\u202Eevil\u202C',
  '\uFEFF',
  '😀'.repeat(200),
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  "' OR 1=1 --",
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
  'ORG#org_demo',
  'USER#x#ACCOUNT',
  '%00%2e%2e%2f',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '-1',
  '1e309',
  'NaN',
];

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

function stringBounds(def: Def): { min: number; max: number } {
  let min = 0;
  let max = 40;
  for (const check of (def.checks as unknown[] | undefined) ?? []) {
    const c = defOf(check);
    const minimum = typeof c.minimum === 'number' ? c.minimum : undefined;
    const maximum = typeof c.maximum === 'number' ? c.maximum : undefined;
    if (c.check === 'min_length' && minimum !== undefined) min = minimum;
    if (c.check === 'max_length' && maximum !== undefined) max = Math.min(maximum, 60);
  }
  return { min, max: Math.max(min, max) };
}

/** A value the schema accepts (roughly: refinements are not solved), drawing ids and strings from `pool`. */
export function validValue(schema: z.ZodMiniType, random: Random, pool: readonly string[], depth = 0): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodMiniType>;
      return Object.fromEntries(
        Object.entries(shape)
          .map(([key, child]) => [key, validValue(child, random, pool, depth + 1)] as const)
          .filter(([, value]) => value !== undefined),
      );
    }
    case 'string': {
      const { min, max } = stringBounds(def);
      if (pool.length > 0 && random.chance(0.5)) {
        const candidate = random.pick(pool);
        if (candidate.length >= min && candidate.length <= max) return candidate;
      }
      const length = random.int(Math.max(min, 1), Math.max(min, Math.min(max, 24)));
      return Array.from({ length }, () => random.pick([...'abcdefghijklmnopqrstuvwxyz0123456789 -_.'])).join('');
    }
    case 'number':
      return random.int(0, 1000);
    case 'boolean':
      return random.chance(0.5);
    case 'enum':
      return random.pick(Object.values(def.entries as Record<string, string>));
    case 'literal':
      return random.pick(def.values as unknown[]);
    case 'optional':
      return random.chance(0.3) ? undefined : validValue(def.innerType as z.ZodMiniType, random, pool, depth);
    case 'nullable':
      return random.chance(0.2) ? null : validValue(def.innerType as z.ZodMiniType, random, pool, depth);
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return random.chance(0.2) ? undefined : validValue(def.innerType as z.ZodMiniType, random, pool, depth);
    case 'array':
      return depth > 4
        ? []
        : Array.from({ length: random.int(0, 3) }, () =>
            validValue(def.element as z.ZodMiniType, random, pool, depth + 1),
          );
    case 'record':
      return {
        [String(validValue(def.keyType as z.ZodMiniType, random, pool, depth + 1))]: validValue(
          def.valueType as z.ZodMiniType,
          random,
          pool,
          depth + 1,
        ),
      };
    case 'union':
      return validValue(random.pick(def.options as z.ZodMiniType[]), random, pool, depth);
    case 'pipe':
      return validValue(def.in as z.ZodMiniType, random, pool, depth);
    default:
      // unknown, any and the rest: something JSON-shaped
      return random.pick([{}, [], 'text', 1, true, null]);
  }
}

/** A hostile replacement for any value. */
export function hostileValue(random: Random): unknown {
  switch (random.int(0, 9)) {
    case 0:
      return random.pick(HOSTILE_STRINGS);
    case 1:
      return 'x'.repeat(random.pick([256, 5_000, 200_000]));
    case 2:
      return random.pick([-1, 0, 1.5, Number.MAX_SAFE_INTEGER, -1e308, 1e308]);
    case 3:
      return random.pick([null, true, false]);
    case 4:
      return [random.pick(HOSTILE_STRINGS), { nested: [[[]]] }];
    case 5:
      return JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') as unknown;
    case 6:
      return { toString: 'x', valueOf: 1, hasOwnProperty: 'x' };
    case 7: {
      let deep: unknown = 'bottom';
      for (let i = 0; i < 200; i += 1) deep = { d: deep };
      return deep;
    }
    case 8:
      return Array.from({ length: random.pick([100, 10_000]) }, (_, i) => `item-${i}`);
    default:
      return random.pick(HOSTILE_STRINGS) + '\u0000'.repeat(random.int(1, 3));
  }
}

/** Replaces one field somewhere in `value` (or `value` itself) with a hostile one. */
export function mutate(value: unknown, random: Random): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value) && random.chance(0.8)) {
    const keys = Object.keys(value);
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    if (keys.length === 0 || random.chance(0.2)) {
      defineOwn(copy, random.pick(['__proto__', 'constructor', 'prototype', 'extra', '$where']), hostileValue(random));
      return copy;
    }
    const key = random.pick(keys);
    copy[key] = mutate(copy[key], random);
    return copy;
  }
  if (Array.isArray(value) && value.length > 0 && random.chance(0.5)) {
    const copy = [...value];
    const index = random.int(0, copy.length - 1);
    copy[index] = mutate(copy[index], random);
    return copy;
  }
  return hostileValue(random);
}

/**
 * Sets `key` as the object's own property, as JSON.parse does: an assignment to `__proto__` would set the
 * prototype instead, and JSON.stringify would then leave the key out of the request.
 */
function defineOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A value `levels` objects deep. */
export function nestedValue(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < levels; level += 1) value = { d: value };
  return value;
}

/**
 * `body` with `value` put under `key` in one of its objects, chosen at random along a path from the top (a
 * component's content, an array's entry, the body itself); a body that is no object becomes `{key: value}`.
 * The path is copied, so the generated body stays as it was.
 */
export function plant(body: unknown, key: string, value: unknown, random: Random): unknown {
  if (!body || typeof body !== 'object') {
    const holder: Record<string, unknown> = {};
    defineOwn(holder, key, value);
    return holder;
  }
  const inner = (container: object) =>
    Object.entries(container).filter(([, child]) => child !== null && typeof child === 'object');
  if (Array.isArray(body)) {
    const objects = inner(body);
    if (objects.length === 0) return [...(body as unknown[]), plant(undefined, key, value, random)];
    const [index, child] = random.pick(objects);
    const copy = [...(body as unknown[])];
    copy[Number(index)] = plant(child, key, value, random);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  const objects = inner(copy);
  if (objects.length > 0 && random.chance(0.6)) {
    const [name, child] = random.pick(objects);
    copy[name] = plant(child, key, value, random);
  } else defineOwn(copy, key, value);
  return copy;
}

/** Query strings carry strings only: stringify what was generated. */
export function asQuery(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
}
