/**
 * The error report's upload (functions/src/adapters/object-storage.ts putObjectStream, @aws-sdk/lib-storage): a
 * body over one part goes as a multipart upload (s3rver here) and reads back byte for byte; a body that fails
 * halfway stores nothing and its own error is the one thrown.
 */
import { createHash } from 'node:crypto';
import { headObject, putObjectStream, readObject, STREAM_PART_BYTES } from '../../src/adapters/object-storage';

const PIECE = 256 * 1024;

async function* pieces(count: number, failAt?: number): AsyncGenerator<Uint8Array> {
  for (let index = 0; index < count; index += 1) {
    if (index === failAt) throw new Error('the report could not be read on');
    yield new Uint8Array(PIECE).fill(index % 251);
  }
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('putObjectStream', () => {
  it('stores a body of more than one part in parts and reads back the same bytes', async () => {
    const count = Math.ceil((STREAM_PART_BYTES * 1.5) / PIECE);
    const key = `imports/org_test/runs/stream-${Date.now()}/error-report.csv`;
    await putObjectStream(key, pieces(count), 'text/csv; charset=utf-8');
    const expected = new Uint8Array(count * PIECE);
    let at = 0;
    for await (const piece of pieces(count)) {
      expected.set(piece, at);
      at += piece.byteLength;
    }
    const stored = await readObject(key);
    expect(stored.byteLength).toBe(expected.byteLength);
    expect(sha(stored)).toBe(sha(expected));
    expect((await headObject(key))?.contentType).toBe('text/csv; charset=utf-8');
  });

  it('stores nothing when the body fails halfway, and throws the body’s error', async () => {
    const key = `imports/org_test/runs/stream-broken-${Date.now()}/error-report.csv`;
    const count = Math.ceil((STREAM_PART_BYTES * 2.5) / PIECE);
    await expect(putObjectStream(key, pieces(count, count - 2), 'text/csv')).rejects.toThrow(
      'the report could not be read on',
    );
    expect(await headObject(key)).toBeNull();
  });
});
