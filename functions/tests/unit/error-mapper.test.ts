import { DomainError, ERROR_STATUS, type ErrorKind } from '@tessera/shared';
import { errorToResponse } from '../../src/lib/http/error-mapper';
import { json } from '../support/events';

describe('error mapper (ARCHITECTURE.md §4 error model)', () => {
  it.each(Object.entries(ERROR_STATUS) as [ErrorKind, number][])(
    'maps a DomainError of kind %s to HTTP %i with {code, message, fields}',
    (kind, status) => {
      const error = new DomainError(kind, `test.${kind}`, 'A sentence.', { title: 'Too long.' });
      const response = errorToResponse(error, 'en');
      expect(response.statusCode).toBe(status);
      expect(json(response)).toEqual({ code: `test.${kind}`, message: 'A sentence.', fields: { title: 'Too long.' } });
      expect(response.headers?.['content-type']).toMatch(/^application\/json/);
    },
  );

  it('turns any other error into a 500 "internal" that carries no internals', () => {
    const response = errorToResponse(new Error('connect ECONNREFUSED 10.0.0.7:8000 table=secret'), 'en');
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual({
      code: 'internal',
      message: 'Something went wrong. Please try again.',
      fields: {},
    });
    expect(response.body).not.toContain('ECONNREFUSED');
  });

  it('answers a 500 in the caller’s language', () => {
    expect(json(errorToResponse('boom', 'es'))).toEqual({
      code: 'internal',
      message: 'Algo salió mal. Inténtelo de nuevo.',
      fields: {},
    });
  });
});
