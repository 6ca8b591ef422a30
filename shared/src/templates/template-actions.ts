import type { TemplateState } from './template-state';

/**
 * What a caller may do with one template in the template list (spec 2 §2 "Template list actions", §4, §6),
 * so the screen shows exactly the row actions the server accepts.
 * - Every change (edit, publish, unpublish, move, transfer, delete) needs node authority over the
 *   template's node and no transfer waiting (a template offered to another node is view-only until the
 *   offer is answered, as rubrics are).
 * - publish: a template not yet published; unpublish: a published one.
 * - delete (spec 2 §8 "Template not deletable"): not while published (unpublish first) and not while a
 *   course or activity uses it.
 * - accept: a transfer waiting on a node the caller administers; reject: the same, or the sending side
 *   withdrawing it.
 * - copy: any template the caller sees, onto a node the caller administers.
 */
export interface TemplateActionSubject {
  state: TemplateState;
  /** The node a transfer waits on, or null. */
  transferTo: string | null;
  /** How many courses and activities use the template. */
  usageCount: number;
}

export interface TemplateAuthority {
  /** Node authority over the template's node. */
  home: boolean;
  /** Node authority over the node a transfer waits on. */
  target: boolean;
  /** Node authority over at least one node (somewhere to put a copy). */
  anywhere: boolean;
}

export interface TemplateActionFlags {
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

export function templateActions(template: TemplateActionSubject, authority: TemplateAuthority): TemplateActionFlags {
  const transferred = template.transferTo !== null;
  const editable = authority.home && !transferred;
  return {
    can_edit: editable,
    can_publish: editable && template.state !== 'published',
    can_unpublish: editable && template.state === 'published',
    can_move: editable,
    can_transfer: editable,
    can_accept: transferred && authority.target,
    can_reject: transferred && (authority.target || authority.home),
    can_delete: editable && template.state !== 'published' && template.usageCount === 0,
    can_copy: authority.anywhere,
  };
}

/** Why a template cannot be deleted, or null (the is_deletable check's sentence). */
export function templateDeleteRefusal(
  template: Pick<TemplateActionSubject, 'state' | 'usageCount'>,
): 'templates.delete.published' | 'templates.delete.in_use' | null {
  if (template.state === 'published') return 'templates.delete.published';
  if (template.usageCount > 0) return 'templates.delete.in_use';
  return null;
}
