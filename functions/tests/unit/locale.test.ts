import { localeFromHeaders } from '../../src/lib/http/locale';

describe('language before the actor is known', () => {
  it.each([
    [undefined, 'en'],
    ['es', 'es'],
    ['es-ES,es;q=0.9', 'es'],
    ['fr-FR, es;q=0.8, en;q=0.9', 'en'],
    ['fr-FR, es;q=0.9, en;q=0.8', 'es'],
    ['de', 'en'],
  ])('Accept-Language %p → %s', (header, expected) => {
    expect(localeFromHeaders(header === undefined ? {} : { 'accept-language': header })).toBe(expected);
  });
});
