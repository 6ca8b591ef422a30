import { contracts as allContracts, pathMatcher, routeKey, routeSpecificity, type Contract } from '@tessera/shared';

export interface RouteMatch {
  contract: Contract;
  routeKey: string;
  pathParameters: Record<string, string>;
}

function compareSpecificity(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (b[i] ?? -1) - (a[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * The gateway's route table, built from the contracts (docs/architecture.md §3) and ordered most specific first
 * (`routeSpecificity`: a literal segment outranks a parameter, left to right), so `/api/users/me` wins over
 * `/api/users/{id}` whatever order the contracts are declared in — API Gateway's "most specific route wins".
 */
export class RouteTable {
  readonly routes: readonly Contract[];
  /** Each route's path matcher and key, made once (the gateway tries the routes in order on every request). */
  private readonly matchers: ReadonlyArray<{
    contract: Contract;
    routeKey: string;
    match: (path: string) => Record<string, string> | null;
  }>;

  constructor(contracts: readonly Contract[] = allContracts) {
    this.routes = [...contracts].sort((a, b) => compareSpecificity(routeSpecificity(a.path), routeSpecificity(b.path)));
    this.matchers = this.routes.map((contract) => ({
      contract,
      routeKey: routeKey(contract),
      match: pathMatcher(contract.path),
    }));
  }

  /** The route for a method and a raw (still encoded) path, or null. */
  match(method: string, rawPath: string): RouteMatch | null {
    for (const route of this.matchers) {
      if (route.contract.method !== method) continue;
      let pathParameters: Record<string, string> | null;
      try {
        pathParameters = route.match(rawPath);
      } catch {
        pathParameters = null; // a malformed %-escape cannot match a parameter
      }
      if (pathParameters) return { contract: route.contract, routeKey: route.routeKey, pathParameters };
    }
    return null;
  }

  /** Whether any contract (any method) owns this path: such paths never fall through to the web app. */
  ownsPath(rawPath: string): boolean {
    return this.matchers.some((route) => {
      try {
        return route.match(rawPath) !== null;
      } catch {
        return false;
      }
    });
  }
}
