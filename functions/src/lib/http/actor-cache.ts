import { LRUCache } from 'lru-cache';
import { onDynamoWrite, type WrittenKey } from '../../db/client';
import { actorRecordsChangedBy, type ActorRecords } from '../../ports/identity';
import type { ActorStore } from './actor';

/**
 * How long a container answers reads with the actor records it read (ADR 0028 §7): the revocation delay we
 * accept for reads made in another container than the change. A role removed, a membership ended, a password
 * changed (the account's token cut-off), an organisation unpaid or another device's sign-in take effect for
 * writes at once (a write always reads the actor) and in the container that made the change at once (its
 * writes of those items empty the entries), and for reads in other containers within this long. API Gateway's
 * own authorizer cache accepts 300 s by default; we keep the window to a screen's burst of reads.
 */
export const ACTOR_CACHE_TTL_MS = 10_000;
/** Entries kept per container (an entry is a few KB: an account, a membership, an organisation). */
const ACTOR_CACHE_ENTRIES = 2_000;

interface Entry {
  records: ActorRecords;
  readAt: number;
}

/**
 * The actor records a container read, by user and organisation hint, for `ACTOR_CACHE_TTL_MS`. Only reads (GET
 * routes) are answered from it; every rule is still judged on each request from the records (resolveActor,
 * the audience, session and payment rules), so a cached actor is refused exactly as a fresh one would be.
 * Time is `Date.now()`, so tests move it with fake timers.
 */
export class ActorCache {
  private readonly entries = new LRUCache<string, Entry>({ max: ACTOR_CACHE_ENTRIES });

  constructor(private readonly ttlMs: number = ACTOR_CACHE_TTL_MS) {}

  /** `store` with reads of the actor answered from the cache while fresh, and fresh reads kept. */
  reading(store: ActorStore): ActorStore {
    return {
      ...store,
      load: async (userId, hint) => {
        const key = `${userId}\u0000${hint ?? ''}`;
        const entry = this.entries.get(key);
        if (entry && Date.now() - entry.readAt < this.ttlMs) return entry.records;
        const readAt = Date.now();
        const records = await store.load(userId, hint);
        if (records) this.entries.set(key, { records, readAt });
        else this.entries.delete(key);
        return records;
      },
    };
  }

  /** Forgets every entry a write of these items may have made stale. */
  forgetWritten(keys: readonly WrittenKey[]): void {
    for (const key of keys) {
      const change = actorRecordsChangedBy(key);
      if (change) this.forget(change);
    }
  }

  /** Forgets the entries holding that user (as caller or as the user acted as), or that organisation. */
  forget(change: { userId: string } | { organizationId: string }): void {
    for (const [key, { records }] of this.entries.entries()) {
      const holds =
        'userId' in change
          ? records.caller.userId === change.userId || records.account.userId === change.userId
          : records.organisation?.organizationId === change.organizationId ||
            records.caller.currentOrganizationId === change.organizationId;
      if (holds) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}

let shared: ActorCache | null | undefined;

/**
 * The container's actor cache: on in a Lambda (AWS_LAMBDA_FUNCTION_NAME), where a container lives on between
 * requests; off in-process tests and `npm start`, whose tests count each route's round trips with the actor's
 * own (a test of the cache makes one). It forgets what this container's writes change.
 */
export function containerActorCache(): ActorCache | null {
  if (shared === undefined) {
    shared = process.env.AWS_LAMBDA_FUNCTION_NAME ? new ActorCache() : null;
    const cache = shared;
    if (cache) onDynamoWrite((keys) => cache.forgetWritten(keys));
  }
  return shared;
}
