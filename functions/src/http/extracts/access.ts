import { notFound } from '@tessera/shared';
import type { ExtractSchedule } from '../../db/extracts/extract-schedules';
import type { ExtractJob } from '../../db/extracts/extracts';
import type { Actor } from '../../lib/http/types';
import { administers, loadNodeScope, requireAdministeredNode, type NodeScope } from '../../ports/hierarchy';

/**
 * The nodes an extract covers, as the screens' node authority decides (ports/hierarchy): the nodes asked for,
 * each administered by the caller (404 otherwise, another organisation's ids included), or, when none is
 * asked for, the highest nodes the caller administers (a root admin: the top-level nodes). Each node's
 * extract covers what is under it, so an admin of a child node never reaches its parent's data.
 */
export function extractNodes(scope: NodeScope, asked: readonly string[] | undefined): string[] {
  if (asked && asked.length > 0)
    return [...new Set(asked)].map((nodeId) => requireAdministeredNode(scope, nodeId).nodeId);
  const under = (path: readonly string[], other: readonly string[]) =>
    other.length < path.length && other.every((id, index) => path[index] === id);
  const highest = scope.permitted
    .filter((path) => !scope.permitted.some((other) => under(path, other)))
    .map((path) => path[path.length - 1] as string);
  return [...new Set(highest)].filter((nodeId) => scope.byId.has(nodeId));
}

/**
 * The one rule of who reads an extract's log (and so its file's link): who made it, and the admins who
 * administer every node it covers (they could make the same extract). Everyone else, other organisations'
 * admins included, finds nothing (404). The tree is read only for a log someone else made, once per request.
 */
export function extractReader(actor: Actor) {
  const covers = coverReader(actor);
  return (job: ExtractJob): Promise<boolean> =>
    covers({ organizationId: job.organizationId, madeBy: job.startedBy, nodeIds: job.nodeIds });
}

/**
 * The same rule for an extract schedule (and so its latest file): its maker, and the admins who administer
 * every node it covers; 404 for anyone else.
 */
export function scheduleReader(actor: Actor) {
  const covers = coverReader(actor);
  return (schedule: ExtractSchedule): Promise<boolean> =>
    covers({ organizationId: schedule.organizationId, madeBy: schedule.createdBy, nodeIds: schedule.nodeIds });
}

/** The schedule for its reader; 404 otherwise. */
export async function requireReadableSchedule(
  actor: Actor,
  schedule: ExtractSchedule | null,
): Promise<ExtractSchedule> {
  if (!schedule || !(await scheduleReader(actor)(schedule))) throw notFound();
  return schedule;
}

function coverReader(actor: Actor) {
  let scope: Promise<NodeScope> | undefined;
  return async (made: { organizationId: string; madeBy: string; nodeIds: readonly string[] }): Promise<boolean> => {
    if (made.organizationId !== actor.organisation.organizationId) return false;
    if (made.madeBy === actor.userId) return true;
    scope ??= loadNodeScope(actor);
    const held = await scope;
    return made.nodeIds.length > 0 && made.nodeIds.every((nodeId) => administers(held, nodeId));
  };
}

/** The log for its reader; 404 otherwise. */
export async function requireReadableExtract(actor: Actor, job: ExtractJob | null): Promise<ExtractJob> {
  if (!job || !(await extractReader(actor)(job))) throw notFound();
  return job;
}
