import { conflict, forbidden, IMPORT_KIND_TARGETS, invalidField, notFound, type ImportKind } from '@tessera/shared';
import type { ImportJob } from '../../db/imports/imports';
import type { Actor } from '../../lib/http/types';
import { sectionForImport } from '../../ports/courses';
import { administers, loadNodeScope, type NodeScope } from '../../ports/hierarchy';

const targetOf = (kind: ImportKind) =>
  (IMPORT_KIND_TARGETS as Partial<Record<ImportKind, 'node' | 'section' | 'tree'>>)[kind];
const isRootAdmin = (actor: Actor) => actor.roles.includes('root_admin');

/**
 * The one rule of who reads an import's log: who started it, and the admins who may run its kind where it ran:
 * any admin of the organisation for an organisation kind (terms, as the terms screen), admins with node
 * authority over its node for a kind that hangs on a node, root admins for a hierarchy import over the whole
 * tree. Everyone else, other organisations' admins
 * included, finds nothing (404). The tree is read only when a node is involved, once per request.
 */
export function importReader(actor: Actor) {
  let scope: Promise<NodeScope> | undefined;
  return async (job: ImportJob): Promise<boolean> => {
    if (job.organizationId !== actor.organisation.organizationId) return false;
    if (job.startedBy === actor.userId) return true;
    if (job.nodeId === null) return targetOf(job.kind) === 'tree' ? isRootAdmin(actor) : true;
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
 * What a run is started on (shared's IMPORT_KIND_TARGETS): a folder the caller administers for the node kinds
 * (courses, sections, memberships: `node_id` required); for `section-members`, an open section of a course
 * the caller manages (`group_id`, checked as the section's own member upload checks it: a section of another
 * organisation or folder is 404, a closed one 409), whose folder the run then hangs on, so the log is read
 * by who may manage it. A tree kind (import-hierarchy) takes a folder the caller administers, or none for a
 * root admin (403 otherwise). Organisation kinds take an optional `node_id` and no `group_id`.
 */
export async function requireImportTarget(
  actor: Actor,
  kind: ImportKind,
  body: { node_id?: string | undefined; group_id?: string | undefined },
): Promise<{ nodeId: string | null; groupId: string | null }> {
  const target = targetOf(kind);
  if (target !== 'section' && body.group_id !== undefined) {
    throw invalidField('group_id', 'imports.start.target_not_taken');
  }
  if (target === 'section') {
    if (body.group_id === undefined) throw invalidField('group_id', 'imports.start.group_required');
    const section = await sectionForImport(actor.organisation.organizationId, body.group_id);
    if (!section) throw notFound();
    await requireImportNode(actor, section.nodeId);
    if (section.status !== 'open') throw conflict('courses.member.section_closed');
    return { nodeId: section.nodeId, groupId: section.groupId };
  }
  if (target === 'node' && body.node_id === undefined) throw invalidField('node_id', 'imports.start.node_required');
  // A tree kind without a folder covers the whole tree: root admins only, as a top-level folder (create-node).
  if (target === 'tree' && body.node_id === undefined && !isRootAdmin(actor)) throw forbidden();
  const nodeId = body.node_id === undefined ? null : await requireImportNode(actor, body.node_id);
  return { nodeId, groupId: null };
}
