import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { downloadText } from './download';

/** A blob's bytes (jsdom's Blob has no text(); FileReader's text would drop the mark being checked). */
const bytesOf = (blob: Blob) =>
  new Promise<number[]>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]);
    reader.readAsArrayBuffer(blob);
  });

describe('downloadText', () => {
  const blobs: Blob[] = [];
  afterEach(() => {
    blobs.length = 0;
    jest.restoreAllMocks();
  });
  const capture = () => {
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:test';
    }) as typeof URL.createObjectURL;
    URL.revokeObjectURL = jest.fn() as typeof URL.revokeObjectURL;
    return jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  };

  it('puts the byte-order mark first for spreadsheets, once, and names the file', async () => {
    const click = capture();
    downloadText('standards.csv', 'text/csv', 'Student,TS.1\r\n', { bom: true });
    downloadText('again.csv', 'text/csv', '\uFEFFStudent\r\n', { bom: true });
    downloadText('plain.txt', 'text/plain', 'x');
    expect(click).toHaveBeenCalledTimes(3);
    const bytes = await Promise.all(blobs.map(bytesOf));
    const BOM = [0xef, 0xbb, 0xbf];
    expect(bytes[0]!.slice(0, 3)).toEqual(BOM);
    expect(Buffer.from(bytes[0]!.slice(3)).toString('utf8')).toBe('Student,TS.1\r\n');
    expect(bytes[1]!.slice(3, 6)).not.toEqual(BOM);
    expect(bytes[2]).toEqual([0x78]);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
  });
});
