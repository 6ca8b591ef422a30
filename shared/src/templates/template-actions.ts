import {
  libraryActions,
  type LibraryActionFlags,
  type LibraryActionSubject,
  type LibraryAuthority,
} from '../library/library-actions';
import type { TemplateState } from './template-state';

/**
 * What a caller may do with one template in the template list (spec 2 §2 "Template list actions", §4, §6): the
 * library's row actions (shared/src/library) with the template's states.
 * - publish: a template not yet published; unpublish: a published one.
 * - delete (spec 2 §8 "Template not deletable"): not while published (unpublish first) and not while a
 *   course or activity uses it.
 */
export type TemplateActionSubject = LibraryActionSubject<TemplateState>;
export type TemplateAuthority = LibraryAuthority;
export type TemplateActionFlags = LibraryActionFlags;

export function templateActions(template: TemplateActionSubject, authority: TemplateAuthority): TemplateActionFlags {
  return libraryActions(template, authority, {
    publishable: (state) => state !== 'published',
    unpublishable: (state) => state === 'published',
    deletable: (subject) => templateDeleteRefusal(subject) === null,
  });
}

/** Why a template cannot be deleted, or null (the is_deletable check's sentence). */
export function templateDeleteRefusal(
  template: Pick<TemplateActionSubject, 'state' | 'usageCount'>,
): 'templates.delete.published' | 'templates.delete.in_use' | null {
  if (template.state === 'published') return 'templates.delete.published';
  if (template.usageCount > 0) return 'templates.delete.in_use';
  return null;
}
