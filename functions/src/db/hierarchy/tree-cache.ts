import { LRUCache } from 'lru-cache';
import { onDynamoWrite, type WrittenKey } from '../client';
import { treePartition, type HierarchyNode } from './entities/node';

/**
 * How long a container answers reads with an organisation's tree it read (ADR 0028 §7 (b)): the same window as
 * the actor's records (lib/http/actor-cache.ts `ACTOR_CACHE_TTL_MS`), for the same reason: a node's admins
 * live in the tree, so an admin removed from a node reaches reads in other containers within this long, and
 * writes and this container's reads at once.
 */
export const TREE_CACHE_TTL_MS = 10_000;
/** Nodes kept per container, all organisations together (a node is under 1 KB). */
const TREE_CACHE_NODES = 50_000;

interface Entry {
  nodes: HierarchyNode[];
  readAt: number;
}

/**
 * Organisations' trees a container read, for `TREE_CACHE_TTL_MS`, for the node authority of read requests only
 * (ports/hierarchy.ts `loadNodeScope`). Any write through the functions' client of an item in an
 * organisation's tree partition forgets that organisation's tree once the command has finished (written or
 * refused). The nodes are shared between requests: callers never change them. Time is `Date.now()`, so tests
 * move it with fake timers.
 */
export class TreeCache {
  private readonly entries = new LRUCache<string, Entry>({
    maxSize: TREE_CACHE_NODES,
    sizeCalculation: (entry) => Math.max(entry.nodes.length, 1),
  });

  constructor(private readonly ttlMs: number = TREE_CACHE_TTL_MS) {}

  /** The organisation's tree: kept while fresh, else `load`ed (and kept). */
  async read(organizationId: string, load: () => Promise<HierarchyNode[]>): Promise<HierarchyNode[]> {
    const entry = this.entries.get(organizationId);
    if (entry && Date.now() - entry.readAt < this.ttlMs) return entry.nodes;
    const readAt = Date.now();
    const generation = this.generations.get(organizationId) ?? 0;
    const nodes = await load();
    // A write heard while it loaded may be missing from what it read: keep it only if none was.
    if ((this.generations.get(organizationId) ?? 0) === generation) this.entries.set(organizationId, { nodes, readAt });
    return nodes;
  }

  /** How many times each organisation's tree was forgotten, so a read in flight across a write is not kept. */
  private readonly generations = new Map<string, number>();

  /** Forgets the trees a write of these items may have made stale. */
  forgetWritten(keys: readonly WrittenKey[]): void {
    for (const key of keys) {
      const organizationId = organisationOfTreeKey(key.pk);
      if (organizationId) this.forget(organizationId);
    }
  }

  forget(organizationId: string): void {
    this.entries.delete(organizationId);
    this.generations.set(organizationId, (this.generations.get(organizationId) ?? 0) + 1);
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The organisation whose tree partition `pk` is (`ORG#<orgId>#TREE`), or null. */
function organisationOfTreeKey(pk: string): string | null {
  const match = /^ORG#(.+)#TREE$/.exec(pk);
  return match && treePartition(match[1] as string) === pk ? (match[1] as string) : null;
}

let shared: TreeCache | null | undefined;

/**
 * The container's tree cache: on in a Lambda (AWS_LAMBDA_FUNCTION_NAME), off in the in-process tests and `npm
 * start` (whose tests count each route's round trips, the tree's Query included), as the actor cache.
 */
export function containerTreeCache(): TreeCache | null {
  if (shared === undefined) {
    shared = process.env.AWS_LAMBDA_FUNCTION_NAME ? new TreeCache() : null;
    const cache = shared;
    if (cache) onDynamoWrite((keys) => cache.forgetWritten(keys));
  }
  return shared;
}
