import {
  libraryActions,
  type LibraryActionFlags,
  type LibraryActionSubject,
  type LibraryAuthority,
} from '../library/library-actions';
import { isRubricEditable } from './rubric-lifecycle';
import type { RubricState } from './rubric-states';

/**
 * What a caller may do with one rubric in the rubric list (spec 2 §2 "Rubric list actions", §4, §6): the
 * library's row actions (shared/src/library) with the rubric's states.
 * - Every change (edit, publish, unpublish, archive, move, transfer, delete) needs the rubric to be editable:
 *   not archived, not transferred, not default, and the caller has node authority over its node (spec 2 §6).
 * - publish: a draft; unpublish: a published rubric (whether it is used is the eligibility check's answer,
 *   spec 2 §4, so the button shows and the check decides); archive: a draft or published one.
 * - delete (chosen where silent): an editable rubric no template or activity uses; the uses would lose it.
 * - copy: any rubric the caller sees (the default rubric too: copying it is how an institution starts its own).
 */
export type RubricActionSubject = LibraryActionSubject<RubricState>;
export type RubricAuthority = LibraryAuthority;
export type RubricActionFlags = LibraryActionFlags & { can_archive: boolean };

export function rubricActions(rubric: RubricActionSubject, authority: RubricAuthority): RubricActionFlags {
  const flags = libraryActions(rubric, authority, {
    changeable: (state) => isRubricEditable({ state }, true),
    publishable: (state) => state === 'draft',
    unpublishable: (state) => state === 'published',
    deletable: (subject) => subject.usageCount === 0,
  });
  return { ...flags, can_archive: flags.can_edit };
}
