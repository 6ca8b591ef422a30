import { localeFromHeaders } from '../../src/lib/http/locale';

describe('the language a request asks for (Accept-Language), null when it names none we have', () => {
  it.each([
    [undefined, null],
    ['es', 'es'],
    ['es-ES,es;q=0.9', 'es'],
    ['fr-FR, es;q=0.8, en;q=0.9', 'en'],
    ['fr-FR, es;q=0.9, en;q=0.8', 'es'],
    ['de', null],
    ['es;q=0, en', 'en'],
  ])('Accept-Language %p → %s', (header, expected) => {
    expect(localeFromHeaders(header === undefined ? {} : { 'accept-language': header })).toBe(expected);
  });
});
