import { isRubricEditable, type RubricState } from './rubric-lifecycle';

/**
 * What a caller may do with one rubric in the rubric list (spec 2 §2 "Rubric list actions", §4, §6), so the
 * screen shows exactly the row actions the server will accept.
 * - Every change (edit, publish, unpublish, archive, move, transfer, delete) needs the rubric to be editable:
 *   not archived, not transferred, not default, and the caller has node authority over its node (spec 2 §6).
 * - publish: a draft; unpublish: a published rubric (whether it is used is the eligibility check's answer,
 *   spec 2 §4, so the button shows and the check decides); archive: a draft or published one.
 * - delete (chosen where silent): an editable rubric no template or activity uses; the uses would lose it.
 * - accept: a transfer waiting on a node the caller has authority over; reject: the same, or the sender's
 *   side (authority over the rubric's own node) withdrawing it.
 * - copy: any rubric the caller sees, as a new draft on a node the caller administers (the default rubric
 *   too: copying it is how an institution starts its own).
 */
export interface RubricActionSubject {
  state: RubricState;
  /** The node a transfer waits on, or null. */
  transferTo: string | null;
  /** How many templates and activities use it. */
  usageCount: number;
}

export interface RubricAuthority {
  /** Node authority over the rubric's own node (false for the default rubric, which has none). */
  home: boolean;
  /** Node authority over the node a transfer waits on. */
  target: boolean;
  /** Node authority over at least one node (somewhere to put a copy). */
  anywhere: boolean;
}

export interface RubricActionFlags {
  can_edit: boolean;
  can_publish: boolean;
  can_unpublish: boolean;
  can_archive: boolean;
  can_move: boolean;
  can_transfer: boolean;
  can_accept: boolean;
  can_reject: boolean;
  can_delete: boolean;
  can_copy: boolean;
}

export function rubricActions(rubric: RubricActionSubject, authority: RubricAuthority): RubricActionFlags {
  const transferred = rubric.transferTo !== null;
  const editable = isRubricEditable({ state: rubric.state, transferred }, authority.home);
  return {
    can_edit: editable,
    can_publish: editable && rubric.state === 'draft',
    can_unpublish: editable && rubric.state === 'published',
    can_archive: editable,
    can_move: editable,
    can_transfer: editable,
    can_accept: transferred && authority.target,
    can_reject: transferred && (authority.target || authority.home),
    can_delete: editable && rubric.usageCount === 0,
    can_copy: authority.anywhere,
  };
}
