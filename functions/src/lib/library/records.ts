import { actorPerson, type Actor } from '../http/types';

/**
 * What every node library's records have in common (rubrics, templates; ADR 0025): an item on a hierarchy node
 * (or on none: the default rubric), in a state of its context's state machine, written by someone, perhaps
 * offered to another node, used by others, and guarded by a version. The lifecycle reads and writes them only
 * through the functions its context passes in, so it knows no table layout.
 */
export interface LibraryPerson {
  userId: string;
  firstName: string;
  lastName: string;
}

/** A transfer waiting on `toNodeId` (spec 2 §4): the item stays on `fromNodeId`, view-only, until it is answered. */
export interface LibraryTransfer {
  fromNodeId: string;
  toNodeId: string;
  requestedBy: LibraryPerson | null;
  requestedAt: string;
}

export interface LibraryRecord {
  organizationId: string;
  nodeId: string | null;
  title: string;
  state: string;
  author: LibraryPerson | null;
  transfer: LibraryTransfer | null;
  usageCount: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * What a record made now (created, copied, imported) starts with, whatever its context: written by the actor
 * (the person acted as, while impersonating), offered nowhere, used by nothing, at version 1.
 */
export function freshRecordFields(
  actor: Actor,
  now: Date,
): Pick<LibraryRecord, 'author' | 'transfer' | 'usageCount' | 'version' | 'createdAt' | 'updatedAt'> {
  return {
    author: actorPerson(actor),
    transfer: null,
    usageCount: 0,
    version: 1,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

/** A hierarchy node as the lifecycle needs it (the hierarchy port's nodes have more). */
export interface LibraryNode {
  nodeId: string;
  text: string;
  path: string[];
}

/** The organisation's tree and the paths the caller administers (the hierarchy port's NodeScope). */
export interface LibraryScope<Node extends LibraryNode = LibraryNode> {
  organizationId: string;
  nodes: Node[];
  byId: Map<string, Node>;
  permitted: string[][];
}

export type NodeOf<Scope extends LibraryScope> = Scope extends LibraryScope<infer Node> ? Node : never;

/**
 * Node authority, the hierarchy's one rule (ports/hierarchy.ts): each context passes the port's functions, so
 * lib/ imports no context and every library decides from the same rule.
 */
export interface LibraryPlaces<Scope extends LibraryScope> {
  load(actor: Actor): Promise<Scope>;
  administers(scope: Scope, nodeId: string | null | undefined): boolean;
  /** The node, when the caller has node authority over it; 404 otherwise. */
  requireAdministeredNode(scope: Scope, nodeId: string): NodeOf<Scope>;
}
