import { DomainError } from '@tessera/shared';
import { MAX_BODY_DEPTH, parseJsonBody } from '../../src/lib/http/body';

/** 1 MB as the limit is stated: 1024 × 1024 bytes. */
const ONE_MB = 1024 * 1024;

function caught(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('JSON body parser (brief: bodies over 1 MB are refused)', () => {
  it('accepts a body of exactly 1 MB', () => {
    const body = JSON.stringify({ text: 'a'.repeat(ONE_MB - 11) });
    expect(Buffer.byteLength(body)).toBe(ONE_MB);
    expect(parseJsonBody(body, false)).toEqual({ text: 'a'.repeat(ONE_MB - 11) });
  });

  it('refuses one byte more with 413 system.too_large', () => {
    const error = caught(() => parseJsonBody(JSON.stringify({ text: 'a'.repeat(ONE_MB - 10) }), false));
    expect(error.status).toBe(413);
    expect(error.key).toBe('system.too_large');
  });

  it('counts bytes, not characters (multi-byte text)', () => {
    const error = caught(() => parseJsonBody(JSON.stringify('é'.repeat(ONE_MB / 2)), false));
    expect(error.status).toBe(413);
  });

  it('decodes a base64-encoded body and measures the decoded size', () => {
    const encoded = Buffer.from(JSON.stringify({ a: 1 })).toString('base64');
    expect(parseJsonBody(encoded, true)).toEqual({ a: 1 });
  });

  it('refuses malformed JSON with 400 system.invalid_json', () => {
    const error = caught(() => parseJsonBody('{"a":', false));
    expect(error.status).toBe(400);
    expect(error.code).toBe('system.invalid_json');
  });

  it.each([undefined, '', '   '])('treats %p as no body', (body) => {
    expect(parseJsonBody(body, false)).toBeUndefined();
  });

  // Issue 21 (defect 9): a portfolio save answered 500 for these, from the stores below the use case.
  it.each([
    ['__proto__', '{"fields":{"rich-1":{"__proto__":{"polluted":true}}}}'],
    ['constructor', '{"fields":{"rich-1":{"constructor":{"prototype":{"polluted":true}}}}}'],
    ['constructor', '{"constructor":"x"}'],
    ['prototype', '[{"a":[{"prototype":1}]}]'],
  ])('refuses a body holding the key %s anywhere with 400 system.body_key_refused', (key, body) => {
    const error = caught(() => parseJsonBody(body, false));
    expect(error.status).toBe(400);
    expect(error.key).toBe('system.body_key_refused');
    expect(error.params).toEqual({ key });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a key spelt with JSON escapes as it reads, not as it is typed', () => {
    expect(caught(() => parseJsonBody('{"\\u005f_proto__":{}}', false)).key).toBe('system.body_key_refused');
    expect(caught(() => parseJsonBody('{"\\u0063onstructor":1}', false)).key).toBe('system.body_key_refused');
  });

  it('keeps strings that merely say those words, and keys that contain them', () => {
    const body = { text: '__proto__ constructor prototype', constructors: 1, my_prototype: [] };
    expect(parseJsonBody(JSON.stringify(body), false)).toEqual(body);
  });

  const nested = (levels: number, leaf: unknown = 'bottom'): unknown => {
    let value = leaf;
    for (let level = 0; level < levels; level += 1) value = level % 2 === 0 ? { d: value } : [value];
    return value;
  };

  it(`accepts objects and arrays nested ${MAX_BODY_DEPTH} levels deep (the body itself is the first)`, () => {
    expect(MAX_BODY_DEPTH).toBe(20);
    expect(parseJsonBody(JSON.stringify(nested(MAX_BODY_DEPTH)), false)).toEqual(nested(MAX_BODY_DEPTH));
    expect(parseJsonBody(JSON.stringify(nested(MAX_BODY_DEPTH - 1, {})), false)).toEqual(
      nested(MAX_BODY_DEPTH - 1, {}),
    );
  });

  it.each([MAX_BODY_DEPTH + 1, 40, 100_000])('refuses %p levels with 400 system.body_too_deep', (levels) => {
    // Written as text: the deepest is more than JSON.stringify itself would take.
    const error = caught(() => parseJsonBody(`${'['.repeat(levels)}1${']'.repeat(levels)}`, false));
    expect(error.status).toBe(400);
    expect(error.key).toBe('system.body_too_deep');
    expect(error.params).toEqual({ max: MAX_BODY_DEPTH });
  });

  it('reads an array of many entries at one level as shallow', () => {
    const body = { items: Array.from({ length: 5_000 }, (_, i) => ({ i })) };
    expect(parseJsonBody(JSON.stringify(body), false)).toEqual(body);
  });
});
