import {
  conflict,
  forbidden,
  hasNodeAuthority,
  notFound,
  rubricTransition,
  type DomainError,
  type RubricAuthority,
} from '@tessera/shared';
import { defaultRubricId, ensureDefaultRubric } from '../../db/rubrics/default-rubric';
import { getRubric, type Rubric } from '../../db/rubrics/rubrics';
import type { Actor } from '../../lib/http/types';
import { administers, loadNodeScope, type NodeScope } from '../../ports/hierarchy';

import { defaultRubricNames } from './definition-rules';

// The node authority rules are the hierarchy port's, shared by every context that hangs things on nodes.
export { administers, loadNodeScope as loadScope, requireAdministeredNode } from '../../ports/hierarchy';
export type RubricScope = NodeScope;

/**
 * Who may see and change which rubric (spec 2 §6), from the organisation's tree (one Query, through the
 * hierarchy's port):
 * - node authority over a node (the caller administers it or a node above it, or is a root admin) lets the
 *   caller manage the rubrics on it; only callers holding an admin role manage rubrics at all;
 * - a draft is seen only by those with node authority over its node (or over the node a transfer waits on);
 *   published, archived and default rubrics are seen by everyone in the organisation, since the work they
 *   score shows them. Unseen rubrics, and other organisations' ones, are 404;
 * - a seen rubric the caller may not change answers 403 "You do not have permission…".
 */
export function authorityOver(scope: RubricScope, rubric: Rubric): RubricAuthority {
  return {
    home: administers(scope, rubric.nodeId),
    target: administers(scope, rubric.transfer?.toNodeId),
    anywhere: scope.nodes.some((node) => hasNodeAuthority(node.path, scope.permitted)),
  };
}

export function canSee(scope: RubricScope, rubric: Rubric): boolean {
  if (rubric.state !== 'draft') return true;
  const authority = authorityOver(scope, rubric);
  return authority.home || authority.target;
}

/**
 * The rubric and the caller's scope (read in parallel: 2 round trips after actor resolution), or 404. The
 * default rubric's id finds it even before any list has created it.
 */
export async function requireRubric(actor: Actor, rubricId: string): Promise<{ scope: RubricScope; rubric: Rubric }> {
  const organizationId = actor.organisation.organizationId;
  const [scope, found] = await Promise.all([loadNodeScope(actor), getRubric(organizationId, rubricId)]);
  const rubric =
    found ??
    (rubricId === defaultRubricId(organizationId)
      ? await ensureDefaultRubric(organizationId, defaultRubricNames(actor.locale))
      : null);
  if (!rubric || !canSee(scope, rubric)) throw notFound();
  return { scope, rubric };
}

export type RubricChange = 'save' | 'publish' | 'unpublish' | 'archive' | 'delete' | 'move' | 'transfer';

/**
 * Why the caller may not make `change` to the rubric as it is, or null (spec 2 §4, §6): the default rubric
 * never changes; without node authority, 403; archived and transferred rubrics are view-only; the state
 * machine of shared/src/rubrics (saving sets draft, publish a draft, unpublish a published rubric nothing
 * uses); no delete while used; and last, a version older than the rubric's is a stale change.
 */
export function refusalOf(
  scope: RubricScope,
  rubric: Rubric,
  change: RubricChange,
  version: number = rubric.version,
): DomainError | null {
  if (rubric.state === 'default') return conflict('rubrics.default_read_only');
  if (!administers(scope, rubric.nodeId)) return forbidden('rubrics.no_authority');
  if (rubric.state === 'archived') return conflict('rubrics.archived');
  if (rubric.transfer) return conflict('rubrics.transferred');
  if (change === 'save' || change === 'publish' || change === 'unpublish' || change === 'archive') {
    const transition = rubricTransition(rubric.state, change, rubric.usageCount);
    if ('refused' in transition) {
      return conflict(
        change === 'save' && transition.refused === 'rubrics.cannot_unpublish'
          ? 'rubrics.in_use_save'
          : transition.refused,
      );
    }
  }
  if (change === 'delete' && rubric.usageCount > 0) return conflict('rubrics.in_use_delete');
  if (rubric.version !== version) return conflict('rubrics.stale');
  return null;
}

export function requireChange(scope: RubricScope, rubric: Rubric, change: RubricChange, version?: number): void {
  const refusal = refusalOf(scope, rubric, change, version);
  if (refusal) throw refusal;
}

/**
 * Why a write whose condition failed did not happen: the rubric read again (consistently) and judged as
 * before; gone is 404; otherwise someone changed it meanwhile (stale).
 */
export async function explainRefusedWrite(
  scope: RubricScope,
  rubric: Rubric,
  change: RubricChange,
  version: number,
): Promise<never> {
  const now = await getRubric(rubric.organizationId, rubric.rubricId, { consistent: true });
  if (!now) throw notFound();
  throw refusalOf(scope, now, change, version) ?? conflict('rubrics.stale');
}
