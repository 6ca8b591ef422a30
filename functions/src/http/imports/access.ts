import { notFound } from '@tessera/shared';
import type { ImportJob } from '../../db/imports/imports';
import type { Actor } from '../../lib/http/types';
import { administers, loadNodeScope, type NodeScope } from '../../ports/hierarchy';

/**
 * The one rule of who reads an import's log: who started it, and the admins who may run its kind where it ran:
 * any admin of the organisation for an organisation kind (terms, as the terms screen), admins with node
 * authority over its node for a kind that hangs on a node. Everyone else, other organisations' admins
 * included, finds nothing (404). The tree is read only when a node is involved, once per request.
 */
export function importReader(actor: Actor) {
  let scope: Promise<NodeScope> | undefined;
  return async (job: ImportJob): Promise<boolean> => {
    if (job.organizationId !== actor.organisation.organizationId) return false;
    if (job.startedBy === actor.userId || job.nodeId === null) return true;
    scope ??= loadNodeScope(actor);
    return administers(await scope, job.nodeId);
  };
}

/** The node an import is started on: 404 unless the caller administers it. */
export async function requireImportNode(actor: Actor, nodeId: string): Promise<string> {
  if (!administers(await loadNodeScope(actor), nodeId)) throw notFound();
  return nodeId;
}
