import { describe, expect, it } from '@jest/globals';
import { isFramedView } from '../../../lib/paths';
import { parseReferenceHash, referenceHref } from './reference-link';

describe('the reference viewer’s address', () => {
  it('writes the spec’s hash form and reads it back', () => {
    const link = {
      originalPortfolioId: 'pf_1',
      referencePortfolioId: 'pf_ev.2',
      referenceComponentId: 'gallery-1',
      rootPortfolioId: 'pf_1',
      revision: 2,
      assessment: 'user_9',
      commentId: 'cmt_3',
    };
    const href = referenceHref(link);
    expect(href).toBe(
      '/portfolios/reference/#/portfolios/pf_1/reference/pf_ev.2?reference_component_id=gallery-1&root_portfolio_id=pf_1&revision=2&assessment=user_9&comment_id=cmt_3',
    );
    expect(parseReferenceHash(href.slice(href.indexOf('#')))).toEqual(link);
  });

  it('leaves out what the link does not say', () => {
    expect(referenceHref({ originalPortfolioId: 'a', referencePortfolioId: 'b' })).toBe(
      '/portfolios/reference/#/portfolios/a/reference/b',
    );
    expect(parseReferenceHash('#/portfolios/a/reference/b')).toEqual({
      originalPortfolioId: 'a',
      referencePortfolioId: 'b',
      referenceComponentId: undefined,
      rootPortfolioId: undefined,
      revision: undefined,
      assessment: undefined,
      commentId: undefined,
    });
  });

  it('asks for the page without the app shell before the hash when framed (the portfolio viewer)', () => {
    const href = referenceHref({ originalPortfolioId: 'a', referencePortfolioId: 'b', revision: 2 }, { framed: true });
    expect(href).toBe('/portfolios/reference/?frame=1#/portfolios/a/reference/b?revision=2');
    const url = new URL(href, 'https://tessera.test');
    expect(isFramedView(url.search)).toBe(true);
    expect(parseReferenceHash(url.hash)?.revision).toBe(2);
    expect(
      isFramedView(
        new URL(referenceHref({ originalPortfolioId: 'a', referencePortfolioId: 'b' }), 'https://tessera.test').search,
      ),
    ).toBe(false);
  });

  it('reads nothing from a cut or hostile link', () => {
    expect(parseReferenceHash('')).toBeNull();
    expect(parseReferenceHash('#/portfolios/a')).toBeNull();
    expect(parseReferenceHash('#/portfolios/a%2F..%2Fx/reference/b')).toBeNull();
    expect(parseReferenceHash('#/portfolios/%E0%A4%A/reference/b')).toBeNull();
    // A bad optional value is dropped, the reference itself still read.
    expect(parseReferenceHash('#/portfolios/a/reference/b?revision=-1&assessment=<x>')).toMatchObject({
      referencePortfolioId: 'b',
      revision: undefined,
      assessment: undefined,
    });
  });
});
