import { DomainError, invalid } from '@tessera/shared';

/** Largest request body accepted (bodies over 1 MB are refused with 413). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * How deep a body's objects and arrays may nest, the body itself being the first level. The deepest request
 * any contract describes is about ten (a template's rubric component: page → components → aggregation ranges);
 * DynamoDB refuses an item nested past 32, and a stored body sits a level or two inside its item.
 */
export const MAX_BODY_DEPTH = 20;

/**
 * Keys no request needs and code below reads as something else: `__proto__` sets a prototype when copied with
 * assignment, and an own `constructor` (or `constructor.prototype`) makes a value no longer look like a plain
 * object to the stores (a portfolio save answered 500 for both; issue 21).
 */
const REFUSED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The event body as JSON: undefined when absent or empty; 413 `system.too_large` past 1 MB; 400
 * `system.invalid_json` when it does not parse; 400 `system.body_key_refused` when it holds a prototype key
 * anywhere and 400 `system.body_too_deep` past MAX_BODY_DEPTH levels, for every route, before anything runs.
 */
export function parseJsonBody(body: string | undefined, isBase64Encoded: boolean | undefined): unknown {
  if (body === undefined || body === null || body === '') return undefined;
  const bytes = isBase64Encoded ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8');
  if (bytes.byteLength > MAX_BODY_BYTES) throw new DomainError('too_large', 'system.too_large');
  const text = bytes.toString('utf8');
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new DomainError('invalid', 'system.invalid_json');
  }
  checkShape(value);
  return value;
}

/**
 * Walks the parsed value once, without recursion (JSON.parse itself takes any depth within the 1 MB), and
 * refuses it at the first refused key or the first container past the depth limit. Keys are checked as parsed,
 * so one spelt with escapes ("\u005f_proto__") is caught too.
 */
function checkShape(value: unknown): void {
  const pending: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 1 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { node, depth } = next;
    if (node === null || typeof node !== 'object') continue;
    if (depth > MAX_BODY_DEPTH) throw invalid('system.body_too_deep', { params: { max: MAX_BODY_DEPTH } });
    if (Array.isArray(node)) {
      for (const entry of node as unknown[]) pending.push({ node: entry, depth: depth + 1 });
      continue;
    }
    for (const [key, entry] of Object.entries(node)) {
      if (REFUSED_KEYS.has(key)) throw invalid('system.body_key_refused', { params: { key } });
      pending.push({ node: entry, depth: depth + 1 });
    }
  }
}
