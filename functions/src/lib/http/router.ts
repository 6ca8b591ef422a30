import { DomainError, matchPath, routeKey, routeSpecificity, type Contract } from '@tessera/shared';
import { errorToResponse } from './error-mapper';
// Loaded at init with the router, as a bare handler loads its client: the HTTP stack every route runs through
// (middy, the logger, actor resolution and the DynamoDB client it reads with). Only the routes (their contracts'
// schemas and use cases) wait for the first request (ADR 0024).
import './http-handler';
import { localeFromHeaders } from './locale';
import { speaks, type CatalogueLoader } from './translate';
import { expectedOriginSecrets, originAllowed } from './origin-guard';
import type { HttpContext, HttpEvent, HttpResult } from './types';

export interface Route {
  contract: Contract;
  handler: (event: HttpEvent, context: HttpContext) => Promise<HttpResult>;
  /** Loads what the route loads on its first request (lazyRoute, ./route.ts), for the router's preload. */
  preload?: () => Promise<void>;
}

function compareSpecificity(a: Route, b: Route): number {
  const sa = routeSpecificity(a.contract.path);
  const sb = routeSpecificity(b.contract.path);
  for (let i = 0; i < Math.max(sa.length, sb.length); i++) {
    const d = (sb[i] ?? 0) - (sa[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** A context's routes, or what loads them (a dynamic import of its routes module). */
export type Routes = readonly Route[] | (() => Promise<readonly Route[]>);

interface Dispatch {
  byKey: Map<string, Route>;
  bySpecificity: Route[];
}

function dispatchTable(routes: readonly Route[]): Dispatch {
  const byKey = new Map(routes.map((route) => [routeKey(route.contract), route]));
  if (byKey.size !== routes.length) throw new Error('two routes share a route key');
  return { byKey, bySpecificity: [...routes].sort(compareSpecificity) };
}

/**
 * One Lambda per bounded context: dispatches by the event's `routeKey` (`GET /api/users/{id}`, as API
 * Gateway sets it). For a `$default` route it matches method and path itself, most specific path first,
 * and fills `pathParameters`. Anything else is a JSON 404. `messages` loads the sentences its use cases answer
 * with beyond the stack's own (`http/<context>/messages.ts`): a Lambda bundles no other context's.
 * `routes` given as a loader are loaded on the first request, not at init: building the contracts' schemas is
 * most of what a Lambda's own code costs at cold start (ADR 0024).
 */
export function createRouter(routes: Routes, { messages }: { messages?: CatalogueLoader } = {}) {
  if (messages) speaks(messages);
  let table: Dispatch | Promise<Dispatch> | undefined =
    typeof routes === 'function' ? undefined : dispatchTable(routes);
  const loadTable = async (): Promise<Dispatch> => {
    if (table) return table;
    const loading = (routes as () => Promise<readonly Route[]>)().then(dispatchTable);
    table = loading;
    // A failed load is tried again on the next request.
    loading.catch(() => {
      if (table === loading) table = undefined;
    });
    return loading;
  };

  const handler = async (event: HttpEvent, context: HttpContext): Promise<HttpResult> => {
    // ADR 0007: with a secret configured (AWS), only requests that came through CloudFront are served.
    if (!originAllowed(event.headers, expectedOriginSecrets())) {
      return errorToResponse(
        new DomainError('forbidden', 'system.forbidden_origin'),
        localeFromHeaders(event.headers) ?? undefined,
      );
    }
    let dispatch: Dispatch;
    try {
      dispatch = await loadTable();
    } catch (error) {
      return errorToResponse(error, localeFromHeaders(event.headers) ?? undefined);
    }
    const { byKey, bySpecificity } = dispatch;
    const direct = byKey.get(event.routeKey);
    if (direct) return direct.handler(event, context);
    const method = event.requestContext?.http?.method;
    const path = event.rawPath;
    if (method && path) {
      for (const route of bySpecificity) {
        if (route.contract.method !== method) continue;
        const params = matchPath(route.contract.path, path);
        if (params) {
          return route.handler(
            { ...event, routeKey: routeKey(route.contract), pathParameters: { ...params, ...event.pathParameters } },
            context,
          );
        }
      }
    }
    return errorToResponse(
      new DomainError('not_found', 'system.route_not_found'),
      localeFromHeaders(event.headers) ?? undefined,
    );
  };
  // Loads the routes and each route's use case now instead of on first use: the local cloud under Jest
  // (infra/local/src/cloud.ts) must import every module while the global setup's TypeScript transform is
  // installed, and the in-process tests' handlers (functions/tests/support/invoke.ts) load them before any test
  // runs. One after another: Jest's ESM loader fails concurrent dynamic imports that share a module.
  const preload = async (): Promise<void> => {
    const { bySpecificity } = await loadTable();
    for (const route of bySpecificity) await route.preload?.();
  };
  return Object.assign(handler, { preload });
}
