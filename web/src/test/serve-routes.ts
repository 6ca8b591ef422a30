import { jest } from '@jest/globals';
import { jsonResponse } from './json-response';

export type RouteHandler = (url: string, init: RequestInit) => Response;

/**
 * Stands in for the API: answers each `fetch` by "METHOD /path" (the query aside) with the route's handler, and
 * anything else with the API's 404. Returns the mock, whose calls the test reads.
 */
export function serveRoutes(routes: Record<string, RouteHandler>) {
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    const handler = routes[`${init.method} ${url.split('?')[0]}`];
    return handler
      ? handler(url, init)
      : jsonResponse(404, { code: 'system.not_found', message: 'Not found', fields: {} });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
