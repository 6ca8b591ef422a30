/**
 * What a caller may do with one item of a node library (rubrics, templates; ADR 0025), so a list shows exactly
 * the row actions the server accepts (spec 2 §2 list actions, §4, §6). The shape is the same for every library;
 * each context says which of its states allow what:
 * - every change (edit, publish, unpublish, move, transfer, delete) needs the item editable: node authority
 *   over its node, no transfer waiting (an item offered to another node is view-only until the offer is
 *   answered) and a state the context lets change;
 * - publish and unpublish follow the context's state machine; delete its rule (not while used, …);
 * - accept: a transfer waiting on a node the caller has authority over; reject: the same, or the sending side
 *   (authority over the item's own node) withdrawing it;
 * - copy: any item the caller sees, onto a node the caller administers.
 */
export interface LibraryActionSubject<State extends string = string> {
  state: State;
  /** The node a transfer waits on, or null. */
  transferTo: string | null;
  /** How many others (templates, courses, activities) use the item. */
  usageCount: number;
}

export interface LibraryAuthority {
  /** Node authority over the item's own node (false for an item on no node). */
  home: boolean;
  /** Node authority over the node a transfer waits on. */
  target: boolean;
  /** Node authority over at least one node (somewhere to put a copy). */
  anywhere: boolean;
}

export interface LibraryActionFlags {
  can_edit: boolean;
  can_publish: boolean;
  can_unpublish: boolean;
  can_move: boolean;
  can_transfer: boolean;
  can_accept: boolean;
  can_reject: boolean;
  can_delete: boolean;
  can_copy: boolean;
}

/** A context's states as the row actions read them. */
export interface LibraryStateRules<State extends string> {
  /** Whether an item in `state` may change at all (default: every state). */
  changeable?: (state: State) => boolean;
  publishable: (state: State) => boolean;
  unpublishable: (state: State) => boolean;
  deletable: (item: LibraryActionSubject<State>) => boolean;
}

export function libraryActions<State extends string>(
  item: LibraryActionSubject<State>,
  authority: LibraryAuthority,
  rules: LibraryStateRules<State>,
): LibraryActionFlags {
  const transferred = item.transferTo !== null;
  const editable = authority.home && !transferred && (rules.changeable?.(item.state) ?? true);
  return {
    can_edit: editable,
    can_publish: editable && rules.publishable(item.state),
    can_unpublish: editable && rules.unpublishable(item.state),
    can_move: editable,
    can_transfer: editable,
    can_accept: transferred && authority.target,
    can_reject: transferred && (authority.target || authority.home),
    can_delete: editable && rules.deletable(item),
    can_copy: authority.anywhere,
  };
}
