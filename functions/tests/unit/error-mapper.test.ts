import { conflict, DomainError, invalid, invalidField, notFound } from '@tessera/shared';
import { errorToResponse } from '../../src/lib/http/error-mapper';
import { json } from '../support/events';

describe('error mapper: keys become the caller’s language at the edge', () => {
  it('answers a 404 with the status, the code and the sentence', async () => {
    const response = await errorToResponse(notFound(), 'en');
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ code: 'system.not_found', message: 'Resource does not exist!', fields: {} });
    expect(response.headers?.['content-type']).toMatch(/^application\/json/);
  });

  it('translates the message and every field error, with their parameters', async () => {
    const error = invalid('system.invalid_request', {
      fields: { title: { key: 'system.field_too_long', params: { max: 255 } }, name: 'system.field_blank' },
    });
    expect(json(await errorToResponse(error, 'es'))).toEqual({
      code: 'system.invalid_request',
      message: 'Falta información obligatoria o está incompleta.',
      fields: {
        title: 'Este campo es demasiado largo (el máximo es 255 caracteres).',
        name: 'Este campo no puede dejarse en blanco.',
      },
    });
  });

  it('keeps a stable code apart from the key when one is given', async () => {
    const response = await errorToResponse(conflict('identity.another_device', { code: 'session_superseded' }), 'en');
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({ code: 'session_superseded' });
  });

  it('says a field error once on the field and once as the message', async () => {
    const response = await errorToResponse(invalidField('name', 'hierarchy.item.name_taken'), 'en');
    const body = json<{ message: string; fields: { name: string } }>(response);
    expect(body.fields.name).toBe(body.message);
    expect(body.message).not.toBe('hierarchy.item.name_taken');
  });

  it('turns any other error into a 500 "internal" that carries no internals', async () => {
    const response = await errorToResponse(new Error('connect ECONNREFUSED 10.0.0.7:8000 table=secret'), 'en');
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual({
      code: 'internal',
      message: 'Something went wrong. Please try again.',
      fields: {},
    });
    expect(response.body).not.toContain('ECONNREFUSED');
  });

  it('answers a 500 in the caller’s language', async () => {
    expect(json(await errorToResponse('boom', 'es'))).toEqual({
      code: 'internal',
      message: 'Algo salió mal. Inténtelo de nuevo.',
      fields: {},
    });
  });

  it('answers a payment-required refusal with 402', async () => {
    const response = await errorToResponse(new DomainError('payment_required', 'identity.organization_unpaid'), 'en');
    expect(response.statusCode).toBe(402);
  });
});
