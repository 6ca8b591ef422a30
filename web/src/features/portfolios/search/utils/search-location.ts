import { PORTFOLIO_CATEGORIES } from '@tessera/shared';
import { paths, sectionOf } from '../../../../lib/paths';

/** Search bar width (spec 1 §2). */
export const SEARCH_WIDTH_PX = 150;

export const DEFAULT_CATEGORY = 'all';

/** The categories a search filters by (spec 1 §9 default points categories: all, showcase, assignment). */
export type SearchCategory = (typeof PORTFOLIO_CATEGORIES)[number];
export const SEARCH_CATEGORIES: readonly SearchCategory[] = PORTFOLIO_CATEGORIES;

/** The address's `category`, when it is one; anything else searches everything. */
export function searchCategoryOf(value: string | null): SearchCategory {
  return SEARCH_CATEGORIES.find((category) => category === value) ?? DEFAULT_CATEGORY;
}

/** Routes whose path contains /search keep the search box open (spec 1 §2). */
export function isSearchPath(pathname: string): boolean {
  return pathname.includes('/search');
}

/** Where a submitted search goes: `/{section}/search?q=…&category=…`; an empty query clears instead. */
export function searchTarget(pathname: string, query: string, category: string | null): string {
  const section = sectionOf(pathname);
  const q = query.trim();
  if (!q) return paths.all(section);
  return paths.search(section, q, category || DEFAULT_CATEGORY);
}

/** Where clearing a search goes: `/{section}/all`. */
export function clearTarget(pathname: string): string {
  return paths.all(sectionOf(pathname));
}
