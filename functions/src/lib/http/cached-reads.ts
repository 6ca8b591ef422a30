/**
 * The actors of read requests (GET routes): what a container may answer from the reads it keeps (the actor's
 * records, lib/http/actor-cache.ts; the organisation's tree, db/hierarchy/tree-cache.ts). A write never is:
 * it decides from what it reads afresh (ADR 0028 §7). Marked by the HTTP stack on the actor it hands the use
 * case; an actor it did not mark (a write's, a job's, a test's own) reads afresh.
 */
const readers = new WeakSet<object>();

/** Marks `actor` as a read request's. */
export function markCachedRead(actor: object): void {
  readers.add(actor);
}

/** True when `actor` is a read request's, so its reads may come from the container's caches. */
export function mayReadCached(actor: object): boolean {
  return readers.has(actor);
}
