/**
 * Stands in for the `debug` package in Lambda bundles (infra/lib/constructs/bundle-options.ts): file-type's zip
 * reader names it for developer tracing that is never switched on in a function, and the real package costs
 * 7 KB of every bundle that detects types (docs/architecture.md §10). A logger that is never enabled.
 */
type Debugger = ((...args: unknown[]) => void) & {
  enabled: boolean;
  namespace: string;
  extend: (name: string) => Debugger;
};

export default function createDebug(namespace: string): Debugger {
  const log = (() => undefined) as unknown as Debugger;
  log.enabled = false;
  log.namespace = namespace;
  log.extend = (name: string) => createDebug(`${namespace}:${name}`);
  return log;
}
