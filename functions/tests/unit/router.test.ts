import { jest } from '@jest/globals';
import { defineContract, routeKey } from '@tessera/shared';
import * as z from 'zod/mini';
import { lazyRoute } from '../../src/lib/http/route';
import { createRouter, type Route } from '../../src/lib/http/router';
import type { HttpEvent, HttpResult } from '../../src/lib/http/types';
import { apiEvent, json, lambdaContext } from '../support/events';

const me = defineContract({
  id: 'test.me',
  context: 'identity',
  method: 'GET',
  path: '/api/users/me',
  audience: 'public',
  summary: '',
  response: z.object({}),
});
const byId = defineContract({
  id: 'test.byId',
  context: 'identity',
  method: 'GET',
  path: '/api/users/{id}',
  audience: 'public',
  summary: '',
  request: { path: z.object({ id: z.string() }) },
  response: z.object({}),
});
const update = defineContract({
  id: 'test.update',
  context: 'identity',
  method: 'PUT',
  path: '/api/users/{id}',
  audience: 'public',
  summary: '',
  request: { path: z.object({ id: z.string() }) },
  response: z.object({}),
});

function fakeRoute(contract: Route['contract']) {
  const handler = jest.fn(async (event: HttpEvent): Promise<HttpResult> => ({
    statusCode: 200,
    body: JSON.stringify({ contract: contract.id, params: event.pathParameters ?? null }),
  }));
  return { contract, handler };
}

describe('context router', () => {
  const routes = [fakeRoute(byId), fakeRoute(me), fakeRoute(update)];
  const router = createRouter(routes);

  it('dispatches by the routeKey API Gateway sets', async () => {
    const result = await router(apiEvent(routeKey(byId), { pathParameters: { id: 'u1' } }), lambdaContext);
    expect(json(result)).toEqual({ contract: 'test.byId', params: { id: 'u1' } });
    const put = await router(apiEvent(routeKey(update), { pathParameters: { id: 'u1' } }), lambdaContext);
    expect(json(put)).toMatchObject({ contract: 'test.update' });
  });

  it('matches a $default route by method and path, the literal segment winning over a parameter', async () => {
    const event = { ...apiEvent('GET /api/users/me'), routeKey: '$default' };
    expect(json(await router(event, lambdaContext))).toMatchObject({ contract: 'test.me' });
    const other = {
      ...apiEvent('GET /api/users/{id}', { pathParameters: { id: 'a b' } }),
      routeKey: '$default',
      pathParameters: undefined,
    };
    expect(json(await router(other, lambdaContext))).toEqual({ contract: 'test.byId', params: { id: 'a b' } });
  });

  it('answers an unknown route with a JSON 404', async () => {
    const result = await router(apiEvent('DELETE /api/nothing'), lambdaContext);
    expect(result.statusCode).toBe(404);
    expect(json(result)).toEqual({ code: 'system.route_not_found', message: 'No such route.', fields: {} });
  });

  it('refuses two routes with the same route key', () => {
    expect(() => createRouter([fakeRoute(me), fakeRoute(me)])).toThrow(/share a route key/);
  });
});

describe('a router whose routes load on the first request (ADR 0024)', () => {
  it('loads them once, on the first request, and dispatches as with routes given at init', async () => {
    const load = jest.fn(async () => [fakeRoute(byId), fakeRoute(me)]);
    const router = createRouter(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([
      router(apiEvent(routeKey(me)), lambdaContext),
      router(apiEvent(routeKey(byId), { pathParameters: { id: 'u2' } }), lambdaContext),
    ]);
    expect(json(first)).toMatchObject({ contract: 'test.me' });
    expect(json(second)).toEqual({ contract: 'test.byId', params: { id: 'u2' } });
    expect((await router(apiEvent('DELETE /api/nothing'), lambdaContext)).statusCode).toBe(404);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a failed load with a JSON 500 and tries again on the next request', async () => {
    const load = jest
      .fn<() => Promise<Route[]>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValue([fakeRoute(me)]);
    const router = createRouter(load);
    const failed = await router(apiEvent(routeKey(me)), lambdaContext);
    expect(failed.statusCode).toBe(500);
    expect(json(failed)).toMatchObject({ code: 'internal' });
    expect(json(await router(apiEvent(routeKey(me)), lambdaContext))).toMatchObject({ contract: 'test.me' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refuses two routes with the same route key when they load', async () => {
    const router = createRouter(async () => [fakeRoute(me), fakeRoute(me)]);
    expect((await router(apiEvent(routeKey(me)), lambdaContext)).statusCode).toBe(500);
  });
});

describe('routes whose use case loads on its first request (lazyRoute, ADR 0024)', () => {
  /** A use case of the test contracts (public, empty response), as a route's dynamic import resolves it. */
  const useCase = async () => ({});

  it('loads a route’s use case once, on that route’s first request, and no other route’s', async () => {
    const loadMe = jest.fn(async () => useCase);
    const loadById = jest.fn(async () => useCase);
    const router = createRouter([lazyRoute(me, loadMe), lazyRoute(byId, loadById)]);
    const answers = await Promise.all([
      router(apiEvent(routeKey(me)), lambdaContext),
      router(apiEvent(routeKey(me)), lambdaContext),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(loadMe).toHaveBeenCalledTimes(1);
    expect(loadById).not.toHaveBeenCalled();
  });

  it('answers a failed load with a JSON 500 and tries again on the next request', async () => {
    const load = jest
      .fn<() => Promise<typeof useCase>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValue(useCase);
    const router = createRouter([lazyRoute(me, load)]);
    const failed = await router(apiEvent(routeKey(me)), lambdaContext);
    expect(failed.statusCode).toBe(500);
    expect(json(failed)).toMatchObject({ code: 'internal' });
    expect((await router(apiEvent(routeKey(me)), lambdaContext)).statusCode).toBe(200);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads every route’s use case when preloaded, one after another', async () => {
    const steps: string[] = [];
    const load = (id: string) => async () => {
      steps.push(`start ${id}`);
      await Promise.resolve();
      steps.push(`end ${id}`);
      return useCase;
    };
    const router = createRouter(async () => [lazyRoute(byId, load('byId')), lazyRoute(me, load('me'))]);
    await router.preload();
    // Most specific first (the router's order); each load ends before the next starts.
    expect(steps).toEqual(['start me', 'end me', 'start byId', 'end byId']);
  });
});
