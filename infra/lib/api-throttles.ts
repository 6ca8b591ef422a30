import { routeKey, type Contract } from '@tessera/shared';

export interface Throttle {
  /** Steady requests per second (token refill rate). */
  readonly rateLimit: number;
  /** Bucket size: requests accepted at once before the rate applies. */
  readonly burstLimit: number;
}

/**
 * How hard a route may be called, by what it costs and who may call it (ADR 0007):
 * - `public`: no token needed (GET /api/health, GET /api/config), so anyone on the internet can call it;
 * - `write`: POST/PUT/PATCH/DELETE, each a DynamoDB write (often a transaction) and sometimes a Cognito call;
 * - `read`: every authenticated GET, which takes the stage default.
 */
export type RouteClass = 'public' | 'write' | 'read';

/**
 * Limits per route class. API Gateway applies them per route and across all callers together (the HTTP API
 * has no per-client or per-organisation throttling; ADR 0007 says where that goes), so they cap what one
 * route can cost, not what one caller can do: per-IP limits are the WAF's job on CloudFront.
 * `read` is the stage's default route setting; the other classes are per-route settings.
 */
export const ROUTE_THROTTLES: Readonly<Record<RouteClass, Throttle>> = {
  read: { rateLimit: 200, burstLimit: 400 },
  write: { rateLimit: 100, burstLimit: 200 },
  public: { rateLimit: 50, burstLimit: 100 },
};

export function routeClass(contract: Pick<Contract, 'audience' | 'method'>): RouteClass {
  if (contract.audience === 'public') return 'public';
  return contract.method === 'GET' ? 'read' : 'write';
}

/** One CloudFormation `RouteSettings` entry. */
export interface RouteSetting {
  readonly ThrottlingRateLimit: number;
  readonly ThrottlingBurstLimit: number;
}

/**
 * The stage's `RouteSettings`: an entry per route key whose class is tighter than the stage default. Read
 * routes are left out and take the default, which keeps the map (and the stage resource) small.
 */
export function routeThrottleSettings(contracts: readonly Contract[]): Record<string, RouteSetting> {
  const settings: Record<string, RouteSetting> = {};
  for (const contract of contracts) {
    const cls = routeClass(contract);
    if (cls === 'read') continue;
    const { rateLimit, burstLimit } = ROUTE_THROTTLES[cls];
    settings[routeKey(contract)] = { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit };
  }
  return settings;
}
