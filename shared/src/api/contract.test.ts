import { describe, expect, it } from '@jest/globals';
import { matchPath, pathMatcher } from './contract';

describe('pathMatcher', () => {
  const match = pathMatcher('/api/users/{id}/portfolios/{portfolioId}');

  it('answers the decoded parameters of a matching path', () => {
    expect(match('/api/users/u%201/portfolios/p1')).toEqual({ id: 'u 1', portfolioId: 'p1' });
  });

  it('refuses another literal, another length and an empty parameter', () => {
    expect(match('/api/users/u1/attachments/p1')).toBeNull();
    expect(match('/api/users/u1/portfolios')).toBeNull();
    expect(match('/api/users//portfolios/p1')).toBeNull();
  });

  it('is what matchPath answers, for the same matcher used again', () => {
    expect(match('/api/users/a/portfolios/b')).toEqual(
      matchPath('/api/users/{id}/portfolios/{portfolioId}', '/api/users/a/portfolios/b'),
    );
    expect(match('/api/users/c/portfolios/d')).toEqual({ id: 'c', portfolioId: 'd' });
  });
});
