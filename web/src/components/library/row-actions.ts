/**
 * The lifecycle's row actions in menu order: every library offers them in this order (ADR 0025), each when the
 * server's `can_<action>` flag says so; a feature places its own among them.
 */
export const LIFECYCLE_ACTIONS = [
  'edit',
  'publish',
  'unpublish',
  'accept',
  'reject',
  'copy',
  'move',
  'transfer',
  'delete',
] as const;
export type LifecycleAction = (typeof LIFECYCLE_ACTIONS)[number];

/** Where a feature's own action goes in the menu (after which lifecycle action) and whether the row offers it. */
export interface OwnAction {
  after: LifecycleAction;
  shows: boolean;
}

/**
 * The actions a row offers, in menu order: exactly what the server's flags allow, and the feature's own
 * actions where they go (several after the same action keep their order).
 */
export function rowActions<Own extends string>(item: object, own: Record<Own, OwnAction>): (LifecycleAction | Own)[] {
  const flags = item as Record<string, unknown>;
  const placed = Object.entries(own) as [Own, OwnAction][];
  return LIFECYCLE_ACTIONS.flatMap((action) => [
    ...(flags[`can_${action}`] === true ? [action] : []),
    ...placed.filter(([, place]) => place.after === action && place.shows).map(([id]) => id),
  ]);
}
