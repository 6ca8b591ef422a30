import { humanFileSize } from './file-size';

describe('humanised file sizes in upper case (spec 1 §9)', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024, '1 MB'],
    [1024 * 1024 * 1023.999, '1 GB'],
    [5 * 1024 * 1024 + 1024 * 100, '5.1 MB'],
    [1.17 * 1024 ** 3, '1.17 GB'],
    [2 * 1024 ** 4, '2 TB'],
    [3 * 1024 ** 6, '3072 PB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(humanFileSize(bytes)).toBe(text);
  });

  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %d', (bytes) => {
    expect(() => humanFileSize(bytes)).toThrow(RangeError);
  });
});
