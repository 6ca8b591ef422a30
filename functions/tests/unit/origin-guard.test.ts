import { jest } from '@jest/globals';
import { defineContract, routeKey } from '@tessera/shared';
import * as z from 'zod/mini';
import {
  ORIGIN_SECRET_VARIABLE,
  ORIGIN_VERIFY_HEADER,
  PREVIOUS_ORIGIN_SECRET_VARIABLE,
  expectedOriginSecrets,
  originAllowed,
} from '../../src/lib/http/origin-guard';
import { createRouter } from '../../src/lib/http/router';
import type { HttpResult } from '../../src/lib/http/types';
import { apiEvent, json, lambdaContext } from '../support/events';

describe('originAllowed', () => {
  it('lets a request through when it carries the expected secret', () => {
    expect(originAllowed({ [ORIGIN_VERIFY_HEADER]: 's3cret' }, 's3cret')).toBe(true);
  });

  it('matches the header name without regard to case', () => {
    expect(originAllowed({ 'X-Tessera-Origin-Verify': 's3cret' }, 's3cret')).toBe(true);
  });

  it('refuses a missing header, an empty one, or another value (also a prefix or a longer one)', () => {
    expect(originAllowed({}, 's3cret')).toBe(false);
    expect(originAllowed(null, 's3cret')).toBe(false);
    expect(originAllowed({ [ORIGIN_VERIFY_HEADER]: '' }, 's3cret')).toBe(false);
    expect(originAllowed({ [ORIGIN_VERIFY_HEADER]: 'other' }, 's3cret')).toBe(false);
    expect(originAllowed({ [ORIGIN_VERIFY_HEADER]: 's3cre' }, 's3cret')).toBe(false);
    expect(originAllowed({ [ORIGIN_VERIFY_HEADER]: 's3cret!' }, 's3cret')).toBe(false);
    expect(originAllowed({ 'x-other-header': 's3cret' }, 's3cret')).toBe(false);
  });

  it('accepts the current or the previous secret during a rotation, nothing else', () => {
    expect(originAllowed({ [ORIGIN_VERIFY_HEADER]: 'new' }, ['new', 'old'])).toBe(true);
    expect(originAllowed({ [ORIGIN_VERIFY_HEADER]: 'old' }, ['new', 'old'])).toBe(true);
    expect(originAllowed({ [ORIGIN_VERIFY_HEADER]: 'older' }, ['new', 'old'])).toBe(false);
  });

  it('guards nothing when no secret is expected (the local cloud)', () => {
    expect(originAllowed({}, [])).toBe(true);
    expect(originAllowed({}, '')).toBe(true);
  });
});

describe('expectedOriginSecrets', () => {
  it('reads the current and the previous secret from the environment, skipping blanks', () => {
    expect(expectedOriginSecrets({})).toEqual([]);
    expect(expectedOriginSecrets({ [ORIGIN_SECRET_VARIABLE]: 'a' })).toEqual(['a']);
    expect(expectedOriginSecrets({ [ORIGIN_SECRET_VARIABLE]: 'a', [PREVIOUS_ORIGIN_SECRET_VARIABLE]: 'b' })).toEqual([
      'a',
      'b',
    ]);
    expect(expectedOriginSecrets({ [ORIGIN_SECRET_VARIABLE]: '', [PREVIOUS_ORIGIN_SECRET_VARIABLE]: '' })).toEqual([]);
  });
});

describe('the router with the origin guard', () => {
  const health = defineContract({
    id: 'test.health',
    context: 'system',
    method: 'GET',
    path: '/api/health',
    audience: 'public',
    summary: '',
    response: z.object({}),
  });
  const handler = jest.fn(async (): Promise<HttpResult> => ({ statusCode: 200, body: '{}' }));
  const router = createRouter([{ contract: health, handler }]);
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    handler.mockClear();
  });

  it('serves every request when no secret is configured (the local gateway sets none)', async () => {
    delete process.env[ORIGIN_SECRET_VARIABLE];
    delete process.env[PREVIOUS_ORIGIN_SECRET_VARIABLE];
    const result = await router(apiEvent(routeKey(health)), lambdaContext);
    expect(result.statusCode).toBe(200);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('answers 403 system.forbidden_origin, in the caller’s language, without running the route, when the header is wrong', async () => {
    process.env[ORIGIN_SECRET_VARIABLE] = 'expected';
    const missing = await router(apiEvent(routeKey(health)), lambdaContext);
    expect(missing.statusCode).toBe(403);
    expect(json(missing)).toEqual({
      code: 'system.forbidden_origin',
      message: 'This address does not serve the API. Use the site address instead.',
      fields: {},
    });
    const spanish = await router(
      apiEvent(routeKey(health), { headers: { 'accept-language': 'es', [ORIGIN_VERIFY_HEADER]: 'guess' } }),
      lambdaContext,
    );
    expect(spanish.statusCode).toBe(403);
    expect(json(spanish)).toMatchObject({
      code: 'system.forbidden_origin',
      message: 'Esta dirección no sirve la API. Use la dirección del sitio.',
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('serves a request that carries the configured secret', async () => {
    process.env[ORIGIN_SECRET_VARIABLE] = 'expected';
    const result = await router(
      apiEvent(routeKey(health), { headers: { [ORIGIN_VERIFY_HEADER]: 'expected' } }),
      lambdaContext,
    );
    expect(result.statusCode).toBe(200);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
