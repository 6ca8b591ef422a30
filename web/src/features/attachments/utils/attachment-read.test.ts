import { describe, expect, it } from '@jest/globals';
import { attachmentReadOf } from './attachment-read';

describe('attachmentReadOf: how a shown file is opened', () => {
  const file = { ownerId: 'u-owner', attachmentId: 'a-1' };

  it('reads the owner’s own file through their files, portfolio or not', () => {
    expect(attachmentReadOf('u-owner', file)).toEqual({ via: 'own' });
    expect(attachmentReadOf('u-owner', { ...file, portfolioId: 'p-1', revision: 2 })).toEqual({ via: 'own' });
  });

  it('reads another user’s file through the portfolio that names it', () => {
    expect(attachmentReadOf('u-assessor', { ...file, portfolioId: 'p-1', revision: 1 })).toEqual({
      via: 'portfolio',
      portfolioId: 'p-1',
    });
  });

  it('offers no read of another user’s file shown outside a portfolio', () => {
    expect(attachmentReadOf('u-assessor', file)).toBeNull();
    expect(attachmentReadOf('u-assessor', { ...file, portfolioId: '' })).toBeNull();
  });
});
