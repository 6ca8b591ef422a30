import { forbidden, IMPORT_KIND_PLACES, invalidField, notFound, type ImportKind } from '@tessera/shared';
import type { ImportJob } from '../../db/imports/imports';
import type { Actor } from '../../lib/http/types';
import { administers, loadNodeScope, type NodeScope } from '../../ports/hierarchy';

const isRootAdmin = (actor: Actor) => actor.roles.includes('root_admin');

/**
 * The one rule of who reads an import's log: who started it, and the admins who may run its kind where it ran:
 * any admin of the organisation for an organisation kind (terms, as the terms screen), admins with node
 * authority over its node for a kind that hangs on a node, root admins for a hierarchy import over the whole
 * tree. Everyone else, other organisations' admins included, finds nothing (404). The tree is read only when
 * a node is involved, once per request.
 */
export function importReader(actor: Actor) {
  let scope: Promise<NodeScope> | undefined;
  return async (job: ImportJob): Promise<boolean> => {
    if (job.organizationId !== actor.organisation.organizationId) return false;
    if (job.startedBy === actor.userId) return true;
    if (job.nodeId === null) return IMPORT_KIND_PLACES[job.kind] === 'tree' ? isRootAdmin(actor) : true;
    scope ??= loadNodeScope(actor);
    return administers(await scope, job.nodeId);
  };
}

/** The node an import is started on: 404 unless the caller administers it. */
export async function requireImportNode(actor: Actor, nodeId: string): Promise<string> {
  if (!administers(await loadNodeScope(actor), nodeId)) throw notFound();
  return nodeId;
}

/**
 * Where an import of `kind` may run for the caller (shared's IMPORT_KIND_PLACES): a node kind needs `node_id`
 * (400 without) and node authority over it (404 otherwise, as the hierarchy tabs' imports); a tree kind runs on
 * `node_id` with node authority, or over the whole tree for a root admin only (403, as a top-level folder);
 * an organisation kind takes an optional node_id, checked the same way.
 */
export async function requireImportPlace(
  actor: Actor,
  kind: ImportKind,
  nodeId: string | undefined,
): Promise<string | null> {
  if (nodeId !== undefined) return requireImportNode(actor, nodeId);
  const place = IMPORT_KIND_PLACES[kind];
  if (place === 'node') throw invalidField('node_id', 'system.field_blank');
  if (place === 'tree' && !isRootAdmin(actor)) throw forbidden();
  return null;
}
