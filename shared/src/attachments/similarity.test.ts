import { message } from '../messages/index';
import { similarityBand, similarityErrorMessageKey, similarityPrecheck } from './similarity';

describe('similarity score bands 75, 50, 25, 1, 0 (spec 1 §9)', () => {
  it.each([
    [100, 75],
    [75, 75],
    [74.9, 50],
    [50, 50],
    [49, 25],
    [25, 25],
    [24, 1],
    [1, 1],
    [0.5, 0],
    [0, 0],
    [null, undefined],
    [undefined, undefined],
    [Number.NaN, undefined],
  ])('score %s is in band %s', (score, band) => {
    expect(similarityBand(score)).toBe(band);
  });
});

describe('similarity error codes (spec 1 §8)', () => {
  it.each([
    ['UNSUPPORTED_FILETYPE', /not supported.*accepted file type/],
    ['PROCESSING_ERROR', /trouble processing.*contact support/],
    ['CANNOT_EXTRACT_TEXT', /not contain enough text/],
    ['TOO_LITTLE_TEXT', /not contain enough text/],
    ['TOO_MUCH_TEXT', /exceeds the text limit/],
    ['TOO_MANY_PAGES', /more than 800 pages/],
    ['FILE_LOCKED', /password protected/],
    ['CORRUPT_FILE', /corrupt/],
    ['FILE_TOO_LARGE', /less than 100 MB/],
    ['EMPTY_FILE', /empty/],
    ['SOMETHING_NEW', /trouble processing.*contact support/],
    [null, /trouble processing.*contact support/],
  ])('%s explains itself', (code, sentence) => {
    expect(message(similarityErrorMessageKey(code))).toMatch(sentence);
  });
});

describe('similarity precheck (spec 1 §8, §9: supported types, 100 MB, 800 pages)', () => {
  const MB = 1024 * 1024;
  it.each([
    [{ name: 'essay.docx', size: 1000 }, undefined],
    [{ name: 'photo.png', size: 1000 }, 'UNSUPPORTED_FILETYPE'],
    [{ name: 'essay.pdf', size: 0 }, 'EMPTY_FILE'],
    [{ name: 'essay.pdf', size: 100 * MB }, undefined],
    [{ name: 'essay.pdf', size: 100 * MB + 1 }, 'FILE_TOO_LARGE'],
    [{ name: 'essay.pdf', size: 10, pages: 800 }, undefined],
    [{ name: 'essay.pdf', size: 10, pages: 801 }, 'TOO_MANY_PAGES'],
  ])('%j → %s', (file, code) => {
    expect(similarityPrecheck(file)).toBe(code);
  });
});
