import { message } from '../messages/message';
import { showcasesMessages, type ShowcasesMessageKey } from '../messages/showcases';
import { type Locale } from '../messages/types';
import { cleanName } from '../text/names';
import { type LockableComponent, VIDEO_FEEDBACK_TEXT_COMPONENT } from './locks';

/** Pages of the page-layout composer (spec 3 §2, §3, §4, §5, §8, §9). */

/** spec 3 §5, §9: at most 30 pages; page name at most 60 characters; default title 'New Page'. */
export const MAX_SHOWCASE_PAGES = 30;
export const PAGE_NAME_MAX_LENGTH = 60;

/** The title of a newly added page: 'New Page'. */
export function defaultPageTitle(locale: Locale = 'en'): string {
  return showcasesMessages['showcases.page.default_title'][locale];
}

/**
 * spec 3 §5: a page name is at most 60 characters (code points); an empty name becomes 'Blank'. The name is
 * cleaned first (text/names.ts), so a name of spaces or invisible characters is empty too.
 */
export function normalisePageName(name: string, locale: Locale = 'en'): string {
  const trimmed = cleanName(name, PAGE_NAME_MAX_LENGTH);
  return trimmed === '' ? showcasesMessages['showcases.page.blank_title'][locale] : trimmed;
}

/** spec 3 §5, §8: no page is added past 30; the limit dialog shows the sentence instead. */
export function checkAddPage(pageCount: number): { ok: true } | { ok: false; message: ShowcasesMessageKey } {
  return pageCount >= MAX_SHOWCASE_PAGES ? { ok: false, message: 'showcases.page.max_reached' } : { ok: true };
}

/** spec 3 §2: the page description 'Page N: title' (N from 1). */
export function pageDescription(index: number, title: string, locale: Locale = 'en'): string {
  return message('showcases.page.description', locale, { n: index + 1, title });
}

export interface ComposerPage {
  components: readonly LockableComponent[];
  can_update?: boolean;
}

/**
 * spec 3 §4: the last page cannot be deleted, nor a page holding the live text resource component (its
 * remove-page button is disabled). A page locked against updates (can_update false) cannot be deleted either.
 */
export function canDeletePage(pages: readonly ComposerPage[], index: number): boolean {
  const page = pages[index];
  if (page === undefined || pages.length <= 1) return false;
  if (page.can_update === false) return false;
  return !page.components.some((component) => component.type === VIDEO_FEEDBACK_TEXT_COMPONENT);
}

/**
 * spec 3 §4: deleting a page reselects the neighbouring page. When the active page is deleted, the page after
 * it becomes active, or the one before when it was the last; when another page is deleted, the active page
 * stays active (its index shifts when an earlier page goes).
 */
export function activePageAfterDeletion(pageCount: number, deletedIndex: number, activeIndex: number): number {
  const remaining = pageCount - 1;
  if (deletedIndex === activeIndex) return Math.min(deletedIndex, remaining - 1);
  return deletedIndex < activeIndex ? activeIndex - 1 : activeIndex;
}

/** spec 3 §4: previous is disabled on the first page, next on the last. */
export function pageNavigation(index: number, pageCount: number): { previousDisabled: boolean; nextDisabled: boolean } {
  return { previousDisabled: index <= 0, nextDisabled: index >= pageCount - 1 };
}

/**
 * Moves a page and renumbers every page's order. spec 3 §3 keeps order as a string; pages are numbered from 1,
 * as the page description numbers them.
 */
export function movePage<T extends { order: string }>(pages: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= pages.length || to < 0 || to >= pages.length)
    throw new RangeError(`Cannot move page ${from} to ${to}`);
  const moved = [...pages];
  const [page] = moved.splice(from, 1);
  moved.splice(to, 0, page as T);
  return moved.map((item, index) => ({ ...item, order: String(index + 1) }));
}
