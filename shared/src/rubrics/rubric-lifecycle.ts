import type { RubricState } from './rubric-states';

/** What may happen to a rubric in each of its states (spec 1 §4, spec 2 §4, §6, §8). */

/**
 * The rubric list's category filter defaults to default, published, draft (spec 1 §4). Nothing reads it yet:
 * the rubric list will (its behaviour test arrives with it).
 */
export const DEFAULT_RUBRIC_CATEGORY_FILTER: readonly RubricState[] = ['default', 'published', 'draft'];

export const RUBRIC_ACTIONS = ['save', 'publish', 'unpublish', 'archive'] as const;
export type RubricAction = (typeof RUBRIC_ACTIONS)[number];

export type RubricRefusal = 'rubrics.cannot_unpublish' | 'rubrics.action_not_allowed';

/**
 * The state after `action` (spec 1 §4, spec 2 §4):
 * - saving sets draft; publishing sets published; unpublishing a published rubric makes it a draft, but
 *   only when no activity or template uses it; archiving is irreversible.
 * Chosen where silent: saving a published rubric turns it back into a draft, so it obeys the unpublish rule
 * (refused while used); the default rubric is the system's and takes none of these actions; an archived
 * rubric takes none (irreversible, unusable).
 */
export function rubricTransition(
  state: RubricState,
  action: RubricAction,
  usedCount = 0,
): { next: RubricState } | { refused: RubricRefusal } {
  if (state === 'archived' || state === 'default') return { refused: 'rubrics.action_not_allowed' };
  switch (action) {
    case 'save':
      return state === 'published' && usedCount > 0 ? { refused: 'rubrics.cannot_unpublish' } : { next: 'draft' };
    case 'publish':
      return state === 'draft' ? { next: 'published' } : { refused: 'rubrics.action_not_allowed' };
    case 'unpublish':
      if (state !== 'published') return { refused: 'rubrics.action_not_allowed' };
      return usedCount > 0 ? { refused: 'rubrics.cannot_unpublish' } : { next: 'draft' };
    case 'archive':
      return { next: 'archived' };
  }
}

/**
 * Unpublish first checks eligibility (spec 2 §4): not eligible opens the cannot-unpublish modal; eligible
 * opens the confirm modal.
 */
export function unpublishStep(usedCount: number): 'cannot_unpublish_modal' | 'confirm_modal' {
  return usedCount > 0 ? 'cannot_unpublish_modal' : 'confirm_modal';
}

/** An archived rubric cannot be used (spec 2 §4). */
export function isRubricUsable(state: RubricState): boolean {
  return state !== 'archived';
}

/**
 * A rubric is editable only if it is not archived, not transferred, not default, and the user has node
 * authority; otherwise it is view-only (spec 2 §6).
 */
export function isRubricEditable(
  rubric: { state: RubricState; transferred?: boolean },
  hasNodeAuthority: boolean,
): boolean {
  return rubric.state !== 'archived' && rubric.state !== 'default' && rubric.transferred !== true && hasNodeAuthority;
}

/** A hierarchy node path: node ids from the root down to the node. */
export type NodePath = readonly string[];

const isProperAncestor = (ancestor: NodePath, node: NodePath): boolean =>
  ancestor.length < node.length && ancestor.every((id, index) => node[index] === id);

const samePath = (a: NodePath, b: NodePath): boolean =>
  a.length === b.length && a.every((id, index) => b[index] === id);

/**
 * Whether a rubric may move from `from` to `to` (spec 2 §4–5): never to the node it is in; a published
 * rubric only upward (to an ancestor). Chosen: drafts move to any other node the caller may reach; archived
 * and default rubrics do not move.
 */
export function canMoveRubric(state: RubricState, from: NodePath, to: NodePath): boolean {
  if (state === 'archived' || state === 'default' || samePath(from, to)) return false;
  return state === 'published' ? isProperAncestor(to, from) : true;
}

/**
 * The nodes a rubric may be moved to among `candidates`; when none, the modal says 'There are no
 * hierarchy nodes to which you can move this Rubric.' (spec 2 §8).
 */
export function rubricMoveTargets<N extends { path: NodePath }>(
  state: RubricState,
  from: NodePath,
  candidates: readonly N[],
): { targets: N[]; emptyKey: 'rubrics.move.no_targets' | null } {
  const targets = candidates.filter((candidate) => canMoveRubric(state, from, candidate.path));
  return { targets, emptyKey: targets.length === 0 ? 'rubrics.move.no_targets' : null };
}
