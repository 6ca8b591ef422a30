import { type ShowcasesMessageKey } from '../messages/showcases';

/** Showcases: the list, the editor's steps, copies and ownership (spec 3 §2, §4, §5, §6, §9). */

/** spec 3 §2, §9: list filter categories. */
export const SHOWCASE_CATEGORIES = [
  { value: 'all', label: 'showcases.category.all' },
  { value: 'public', label: 'showcases.category.public' },
  { value: 'private', label: 'showcases.category.private' },
] as const satisfies ReadonlyArray<{ value: string; label: ShowcasesMessageKey }>;
export type ShowcaseCategory = (typeof SHOWCASE_CATEGORIES)[number]['value'];

/**
 * The list request's query: the category (all when not one of the three) and the search, trimmed; a blank
 * search lists without a search filter (spec 3 §5), so q is left out.
 */
export function showcaseListQuery(input: { category?: string | null; q?: string | null }): {
  category: ShowcaseCategory;
  q?: string;
} {
  const category = SHOWCASE_CATEGORIES.some((option) => option.value === input.category)
    ? (input.category as ShowcaseCategory)
    : 'all';
  const q = (input.q ?? '').trim();
  return q === '' ? { category } : { category, q };
}

/**
 * spec 3 §2, §9: the showcase editor's steps. Nothing reads them yet: the showcase editor will (its behaviour
 * test arrives with it).
 */
export const SHOWCASE_EDITOR_STEPS = ['create-content', 'choose-theme', 'edit-description', 'share'] as const;

/** spec 3 §2: in copy mode the id and title are cleared; the rest (template, content, cover) is copied. */
export function showcaseCopyDraft<T extends { id?: unknown; title?: unknown }>(
  showcase: T,
): Omit<T, 'id' | 'title'> & { id: undefined; title: '' } {
  return { ...showcase, id: undefined, title: '' };
}

/** spec 3 §2, §6: a showcase is edited by its owner only. */
export function canEditShowcase(showcase: { owner_id: string }, userId: string): boolean {
  return showcase.owner_id === userId;
}

/**
 * spec 3 §2, §4: the composer's modes (default edit). Nothing reads the default yet: the composer will (its
 * behaviour test arrives with it).
 */
export const EDITOR_MODES = ['edit', 'preview'] as const;
export type EditorMode = (typeof EDITOR_MODES)[number];
export const DEFAULT_EDITOR_MODE: EditorMode = 'edit';

/** spec 3 §3: a component's id is its type plus an incrementing counter ("page-1", "page-2", …). */
export function nextComponentId(type: string, existingIds: readonly string[]): string {
  const prefix = `${type}-`;
  const used = existingIds
    .filter((id) => id.startsWith(prefix) && /^\d+$/.test(id.slice(prefix.length)))
    .map((id) => Number(id.slice(prefix.length)));
  return `${prefix}${Math.max(0, ...used) + 1}`;
}

/** spec 3 §2, §9: Enter (13) or Space (32) activates a page item. */
export function isActivationKey(event: { key?: string; keyCode?: number }): boolean {
  return (
    event.key === 'Enter' ||
    event.key === ' ' ||
    event.key === 'Spacebar' ||
    event.keyCode === 13 ||
    event.keyCode === 32
  );
}
