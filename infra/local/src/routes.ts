import { contracts as allContracts, matchPath, routeKey, routeSpecificity, type Contract } from '@tessera/shared';

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

  constructor(contracts: readonly Contract[] = allContracts) {
    this.routes = [...contracts].sort((a, b) => compareSpecificity(routeSpecificity(a.path), routeSpecificity(b.path)));
  }

  /** The route for a method and a raw (still encoded) path, or null. */
  match(method: string, rawPath: string): RouteMatch | null {
    for (const contract of this.routes) {
      if (contract.method !== method) continue;
      let pathParameters: Record<string, string> | null;
      try {
        pathParameters = matchPath(contract.path, rawPath);
      } catch {
        pathParameters = null; // a malformed %-escape cannot match a parameter
      }
      if (pathParameters) return { contract, routeKey: routeKey(contract), pathParameters };
    }
    return null;
  }

  /** Whether any contract (any method) owns this path: such paths never fall through to the web app. */
  ownsPath(rawPath: string): boolean {
    return this.routes.some((contract) => {
      try {
        return matchPath(contract.path, rawPath) !== null;
      } catch {
        return false;
      }
    });
  }
}
