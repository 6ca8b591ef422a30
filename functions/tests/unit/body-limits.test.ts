import { DomainError } from '@tessera/shared';
import { parseJsonBody } from '../../src/lib/http/body';

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
});
